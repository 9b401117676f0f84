import type { FastifyLoggerOptions } from 'fastify';
import type { LoggerOptions } from 'pino';
import { redactText, redactUrl } from './redact-text';
import type { LogFormat } from './log-format';
import { terminalLog } from './terminal-log';

/** Where log lines go: stdout by default; tests pass a stream to read every line the server wrote. */
export interface LogDestination {
  write(line: string): void;
}

interface LoggedError {
  name?: unknown;
  code?: unknown;
  statusCode?: unknown;
  message?: unknown;
  stack?: unknown;
}

const MAX_MESSAGE = 300;

/**
 * An error as a log line may hold it: its class, code and status, a message with quoted values and
 * anything that looks like member data masked, and the stack's frames. Never the error's other fields:
 * a database driver's error carries the query and its parameters (a member's whole profile).
 */
export function serializeError(error: LoggedError): Record<string, unknown> {
  const message = typeof error.message === 'string' ? error.message.slice(0, MAX_MESSAGE) : '';
  const frames = typeof error.stack === 'string' ? error.stack.split('\n').filter((line) => /^\s+at /.test(line)).slice(0, 15) : [];
  return {
    type: typeof error.name === 'string' ? error.name : 'Error',
    ...(typeof error.code === 'string' || typeof error.code === 'number' ? { code: error.code } : {}),
    ...(typeof error.statusCode === 'number' ? { statusCode: error.statusCode } : {}),
    message: redactText(message.replace(/"[^"]*"|'[^']*'|\([^()]*\)/g, '[value]')),
    stack: frames.map((line) => line.trim()),
  };
}

/** A request as a log line may hold it: method, route address without its query, and the request id. */
export function serializeRequest(request: { method?: string; url?: string; id?: unknown }): Record<string, unknown> {
  return { method: request.method, url: redactUrl(request.url ?? ''), id: request.id };
}

/**
 * The server's logger: pino with serializers that keep member data out of every line (no bodies, no
 * queries, no database parameters, no client address), and the secrets in headers redacted. Its lines go to
 * `destination` (stdout by default) as JSON, or with `pretty` made readable for a terminal after all of that.
 */
export function loggerOptions(destination?: LogDestination, format: LogFormat = 'json'): FastifyLoggerOptions & LoggerOptions & { stream?: LogDestination } {
  // Colours only where stdout is a terminal that shows them (Node reads NO_COLOR and FORCE_COLOR).
  const stream = format === 'pretty' ? terminalLog(destination ?? process.stdout, !destination && process.stdout.hasColors?.() === true) : destination;
  return {
    level: 'info',
    redact: { paths: ['req.headers', 'res.headers', 'answers', '*.answers', 'body', '*.body'], censor: '[redacted]' },
    // pino's types want its own error shape back; ours is deliberately smaller.
    serializers: {
      req: serializeRequest,
      res: (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode }),
      err: serializeError,
    } as unknown as FastifyLoggerOptions['serializers'],
    ...(stream ? { stream } : {}),
  };
}
