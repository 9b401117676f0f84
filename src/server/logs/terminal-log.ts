import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { prettyFactory } from 'pino-pretty';
import type { LogDestination } from './log-options';

/** How long a terminal line's parts may be, in characters: an address, and all that follows the level. */
const TERMINAL_LIMITS = { url: 100, message: 180 };

// Fields the line already shows in its own place, and fields a person at a terminal does not need.
const NOT_LISTED = new Set(['level', 'time', 'pid', 'hostname', 'reqId', 'req', 'res', 'responseTime', 'msg', 'err', 'source', 'clientTime']);

// Control and format characters (line breaks, escape sequences, bidirectional overrides) are written as \n or \uXXXX:
// a line is one line, and nothing a browser or a library put in a message can move the cursor or recolour the screen.
const UNPRINTABLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;
const ESCAPES: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
const printable = (text: string) => text.replace(UNPRINTABLE, (c) => ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const scalar = (value: unknown) => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

interface Line {
  reqId?: unknown;
  msg?: unknown;
  req?: { method?: unknown; url?: unknown };
  res?: { statusCode?: unknown };
  responseTime?: unknown;
  err?: { type?: unknown; message?: unknown };
}

/** What follows the time and level: request id, then method, address, status and time taken, or the message; an error's class and message; other short fields. */
function message(log: Line & Record<string, unknown>): string {
  const parts: string[] = scalar(log.reqId) ? [String(log.reqId)] : [];
  const { req, res } = log;
  if (req && res) {
    const ms = typeof log.responseTime === 'number' ? log.responseTime : 0;
    parts.push(String(req.method), cut(String(req.url), TERMINAL_LIMITS.url), String(res.statusCode), `${ms < 10 ? ms.toFixed(1) : Math.round(ms)}ms`);
    if (log.err) parts.push(String(log.msg));
  } else if (scalar(log.msg)) parts.push(String(log.msg));
  if (log.err) parts.push(`${String(log.err.type)}: ${String(log.err.message)}`);
  for (const [key, value] of Object.entries(log)) if (!NOT_LISTED.has(key) && scalar(value)) parts.push(`${key}=${String(value)}`);
  return cut(printable(parts.join(' ')), TERMINAL_LIMITS.message);
}

/**
 * The server's log as a person reads it in a terminal: each JSON line pino wrote (already serialised and
 * redacted, so the same privacy rules hold) becomes one short `HH:MM:SS LEVEL: reqId ...` line, by pino-pretty.
 */
export function terminalLog(out: LogDestination, colorize: boolean): LogDestination {
  const pretty = prettyFactory({
    colorize, translateTime: 'SYS:HH:MM:ss', customPrettifiers: { time: (time) => time as string },
    ignore: 'pid,hostname', hideObject: true, errorLikeObjectKeys: [], singleLine: true, messageFormat: message,
  });
  return { write: (line: string) => out.write(`${pretty(line).replace(/\n$/, '')}\n`) };
}

/** Fastify's request log for a terminal: one line when the answer is sent (method, address, status, time), none on arrival. */
export class TerminalRequestLog extends LogController {
  /** Nothing on arrival: the line written when the answer leaves says it all. */
  override incomingRequest(): void {}

  /** The request and its answer on one line. */
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
