import http, { type IncomingMessage, type Server, type ServerResponse } from 'http';
import type { ConnectionLimits } from '../limits/connection-limits';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** How long a caller should wait before asking a starting node again. */
const RETRY_AFTER_SECONDS = 1;

/** The node's listening socket from its first moment, before the app is built; Fastify is handed it once ready. */
export interface StartingServer {
  server: Server;
  /** Fastify's `serverFactory`: keeps Fastify's handler for `open()` and gives Fastify this listening server. */
  serverFactory: (handler: Handler) => Server;
  /** From now on every request goes to the app. */
  open(): void;
}

function answer(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(text)), 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', ...headers });
  response.end(text);
}

/**
 * Listens at once and answers while the node starts: liveness (`/healthz` 200, the process answers) and, for every
 * other request, 503 `starting` with Retry-After, as readiness does while the database is away. Loading the app's
 * modules, opening the embedded database and compiling the routes take seconds of CPU, which is minutes of wall time
 * on a machine at load 20; a supervisor that waits for liveness must not kill a node for being slow, and a proxy
 * must not send it members until `/readyz` says so.
 */
export function startingServer(limits: ConnectionLimits, db: 'pglite' | 'postgres'): StartingServer {
  let app: Handler | undefined;
  let pending: Handler | undefined;
  const server = http.createServer({ headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: limits.checkIntervalMs }, (request, response) => {
    if (app) return app(request, response);
    const path = (request.url ?? '').split('?')[0];
    if (request.method === 'GET' && path === '/healthz') return answer(response, 200, { status: 'ok', db });
    answer(response, 503, { error: { code: 'starting', message: `The node is starting; send the request again in ${RETRY_AFTER_SECONDS} s.` } }, { 'retry-after': String(RETRY_AFTER_SECONDS) });
  });
  // The same deadlines Fastify gives a server it makes itself (src/server/limits/connection-limits.ts).
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  server.setTimeout(2 * limits.requestTimeoutMs);
  return {
    server,
    serverFactory: (handler) => {
      pending = handler;
      return server;
    },
    open: () => {
      app = pending;
    },
  };
}
