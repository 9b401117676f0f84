import { errorCode } from './error-code';

/**
 * SQLSTATE classes and codes that say the database cannot serve anyone right now, not that this request is
 * wrong: 08 connection exception, 53 insufficient resources (disk full, out of memory, too many connections),
 * 57P01-57P03 the server shutting down, crashed or starting, 58030 an I/O error.
 */
const UNAVAILABLE_SQLSTATE = { classes: ['08', '53'], codes: ['57P01', '57P02', '57P03', '58030'] } as const;

/** Node's socket errors: the server is down, unreachable or went away; ENOSPC is the embedded database's full disk. */
const UNAVAILABLE_ERRNO = ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'ENOSPC'] as const;

/** What node-postgres and PGlite say, without a code, when a connection cannot be had or was lost. */
const UNAVAILABLE_MESSAGES = [
  /^timeout exceeded when trying to connect$/,
  /^Connection terminated/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
  /^PGlite is clos(ed|ing)$/,
] as const;

/** True when `error` says the database is down, out of connections or out of disk, rather than that a statement failed. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  const code = errorCode(error);
  if (UNAVAILABLE_SQLSTATE.classes.some((prefix) => code.length === 5 && code.startsWith(prefix))) return true;
  if ((UNAVAILABLE_SQLSTATE.codes as readonly string[]).includes(code) || (UNAVAILABLE_ERRNO as readonly string[]).includes(code)) return true;
  const message = error instanceof Error ? error.message : '';
  return UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
}

/** The database could not carry out the request (down, out of connections, out of disk): the error handler answers 503 with Retry-After. */
export class DatabaseUnavailableError extends Error {
  /** The SQLSTATE or socket error code behind it (no statement text or values: those can hold a member's answers). */
  readonly reason: string;

  constructor(cause: unknown) {
    const reason = errorCode(cause) || (cause instanceof Error ? cause.message : 'unknown');
    super(`The database is not answering (${reason}); the request may not have been carried out. Send it again after the Retry-After delay; if it lasts, check the database server, its connections and its disk.`);
    this.name = 'DatabaseUnavailableError';
    this.reason = reason;
  }
}

/** `error` as a DatabaseUnavailableError when it says the database is unavailable, else `error` itself. */
export function asUnavailable(error: unknown): unknown {
  if (error instanceof DatabaseUnavailableError || !isDatabaseUnavailable(error)) return error;
  return new DatabaseUnavailableError(error);
}
