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
  /** Connections open at once; the next ones are closed as soon as they are accepted. */
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
