import type { Server } from 'http';
import type { Socket } from 'net';
import type { FastifyServerOptions } from 'fastify';

/** How long a connection may take at each stage, and how many may be open at once (README "Configuration"). */
export interface ConnectionLimits {
  /** The request line and headers must have arrived this long after the connection opened (or the last request ended). */
  headersTimeoutMs: number;
  /** The whole request, body included, must have arrived within this; twice this, a silent socket is closed. */
  requestTimeoutMs: number;
  /** An idle kept-alive connection is closed this long after its last answer. */
  keepAliveTimeoutMs: number;
  /** How often Node looks for connections past the header and request deadlines. */
  checkIntervalMs: number;
  /** Connections open at once; past it a new one takes the place of the longest idle one, else it is closed at once. */
  maxConnections: number;
}

/** A limit's name. */
export type ConnectionLimitName = keyof ConnectionLimits;

/**
 * The defaults (docs/decisions/connection-deadlines-and-cap.md): a member's browser sends its headers in well
 * under a second and its largest body (256 KiB of logs) in seconds even on a slow mobile link; a half-open
 * connection is closed 10-11 s after it opened, an idle one 5 s after its last answer.
 */
export const CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  checkIntervalMs: 1_000,
  // Well below the descriptors a process gets (ulimit -n, often 1,024 soft or more), leaving room for the
  // database pool and files; behind a proxy the proxy's own pool is far smaller.
  maxConnections: 800,
};

/** The environment variable of each limit. */
export const CONNECTION_VARIABLES: Record<ConnectionLimitName, string> = {
  headersTimeoutMs: 'HEADERS_TIMEOUT_MS',
  requestTimeoutMs: 'REQUEST_TIMEOUT_MS',
  keepAliveTimeoutMs: 'KEEP_ALIVE_TIMEOUT_MS',
  checkIntervalMs: 'CONNECTION_CHECK_INTERVAL_MS',
  maxConnections: 'MAX_CONNECTIONS',
};

/** Fastify's (and through `http`, Node's) server options that carry the deadlines; the cap is set on the server. */
export function connectionServerOptions(limits: ConnectionLimits): Pick<FastifyServerOptions, 'keepAliveTimeout' | 'requestTimeout' | 'connectionTimeout'> & { http: { headersTimeout: number; connectionsCheckingInterval: number } } {
  return {
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    // A backstop for a client that stops reading its answer; twice the request deadline, so that a request that is
    // late arriving gets its 408 from the deadlines above rather than a silent close.
    connectionTimeout: 2 * limits.requestTimeoutMs,
    http: { headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: limits.checkIntervalMs },
  };
}

/**
 * Keeps at most `cap` connections open. A new connection past the cap takes the place of the kept-alive
 * connection idle the longest (one that was answered and has no request in flight); only when every open
 * connection is busy, or has not finished sending its first request, is the newcomer closed at once. Idle
 * connections cost a descriptor and nothing else, so a flood of them must not crowd out a member who is
 * asking for something now.
 */
export function capConnections(server: Server, cap: number): void {
  const open = new Set<Socket>();
  // Answered and waiting, in the order they became idle: the first is the one idle the longest.
  const idle = new Set<Socket>();
  const inFlight = new WeakMap<Socket, number>();
  server.on('connection', (socket: Socket) => {
    if (open.size >= cap) {
      const longestIdle = idle.values().next();
      if (longestIdle.done) {
        socket.destroy();
        return;
      }
      idle.delete(longestIdle.value);
      open.delete(longestIdle.value);
      longestIdle.value.destroy();
    }
    open.add(socket);
    socket.once('close', () => {
      open.delete(socket);
      idle.delete(socket);
    });
  });
  server.on('request', (request: { socket: Socket }, response: { once(event: 'close', listener: () => void): unknown }) => {
    const socket = request.socket;
    idle.delete(socket);
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
    response.once('close', () => {
      const left = (inFlight.get(socket) ?? 1) - 1;
      inFlight.set(socket, left);
      if (left === 0 && open.has(socket) && !socket.destroyed) idle.add(socket);
    });
  });
}
