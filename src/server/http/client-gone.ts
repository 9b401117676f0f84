import type { FastifyRequest } from 'fastify';
import { errorCode } from '../db/error-code';

/**
 * The client closed its connection before its request was read or answered, so it has no address left to count
 * and nobody to answer: the error handler logs it at info and sends nothing anyone waits for. It is never an
 * outage (a database that went away says so with its own codes, not through the client's socket).
 */
export class ClientGoneError extends Error {
  /** The socket error behind it (ECONNRESET, aborted), or 'closed' when the socket was simply gone. */
  readonly reason: string;

  constructor(reason = 'closed') {
    super(`The client closed the connection before the request was answered (${reason}); nothing was carried out for it. Send the request again on a connection that stays open.`);
    this.name = 'ClientGoneError';
    this.reason = reason;
  }
}

/**
 * Whether `error` is the client going away rather than something the server did: a ClientGoneError, or an error
 * raised while reading the body (Fastify gives those a 4xx) on a request whose connection is closed.
 */
export function clientWentAway(error: unknown, request: FastifyRequest): error is Error {
  if (error instanceof ClientGoneError) return true;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  const readingBody = typeof status === 'number' && status >= 400 && status < 500;
  const socket = request.raw.socket as FastifyRequest['raw']['socket'] | null;
  return readingBody && (request.raw.aborted || !socket || socket.destroyed);
}

/** The reason a gone client is logged with: a socket code, never a message (it could quote the request). */
export function goneReason(error: Error): string {
  return error instanceof ClientGoneError ? error.reason : errorCode(error) || 'closed';
}
