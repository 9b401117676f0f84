import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { timingSafeEqual, createHash } from 'crypto';
import { ApiError } from '../http/api-error';
import { errorResponses } from '../http/error-responses';
import type { LogProxyLimits } from './log-proxy-limits';
import type { logWorkGate } from './log-work-gate';
import type { logByteBudget } from './log-byte-budget';
import { CLIENT_LOG_EVENTS } from '../../client-log/client-log-events';
import { allowedEntry, envelopeCheck, headersCheck, LOG_HEADERS_SCHEMA, logBodySchema } from './client-log-schema';
import { clientLogLine } from './client-log-line';
import { keyedHash } from './keyed-hash';

export { MAX_LOG_ENTRIES } from './client-log-schema';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The body limit of a batch; a batch that declares no length is charged all of it. */
const LOG_BODY_LIMIT = 256 * 1024;

/** What the log proxy needs besides its key: its bounds, and what it allows. */
export interface LogRouteOptions {
  apiKey?: string;
  /** The flow's step ids: the only steps an entry may name. */
  stepIds: readonly string[];
  /** The built page's script names: the only files a frame may name as they are (others are written as a keyed hash). */
  scripts: ReadonlySet<string>;
  limits: LogProxyLimits;
  /** This node's gate (in-process): batches in work at once and bytes per second. */
  gate: ReturnType<typeof logWorkGate>;
  /** The byte budgets per address and per enrolment (in the database); absent when rate limits are off. */
  byteBudget?: ReturnType<typeof logByteBudget>;
}

/**
 * POST /member/logs: the cloud log proxy (docs/product.md, "Sessions and privacy"), as an allow-list. Each entry is one of the events of
 * src/client-log/client-log-events.ts with its typed fields, written as they are; any other entry is dropped and
 * counted, never written. No free text is taken, so nothing depends on masking it.
 */
export async function logRoutes(app: FastifyInstance, opts: LogRouteOptions): Promise<void> {
  const allowed = allowedEntry(opts.stepIds);
  const line = { scripts: opts.scripts, hash: keyedHash() };
  // Everything that can refuse a batch runs before its body is read: a refused flood costs no parsing.
  const admit = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!opts.apiKey) throw new ApiError(404, 'logging_off', 'The log proxy is off: set LOG_API_KEY on the server.');
    const given = request.headers.authorization ?? '';
    if (!timingSafeEqual(digest(given), digest(opts.apiKey))) throw new ApiError(401, 'unauthorized', 'Send the configured log key in the Authorization header.');
    const declared = Number(request.headers['content-length']);
    const bytes = Number.isSafeInteger(declared) && declared >= 0 ? Math.min(declared, LOG_BODY_LIMIT) : LOG_BODY_LIMIT;
    opts.gate(reply, bytes);
    if (opts.byteBudget) await opts.byteBudget(request, reply, bytes);
  };
  app.post('/logs', {
    bodyLimit: LOG_BODY_LIMIT,
    onRequest: admit,
    // The contract shows each allowed event; the body check before the handler is only the envelope's, so that an
    // entry outside the allow-list is dropped and counted rather than refusing the member's other entries.
    validatorCompiler: ({ httpPart }) => (httpPart === 'body' ? envelopeCheck : headersCheck),
    schema: {
      operationId: 'shipClientLogs', security: [{ logKey: [] }],
      summary: 'Ship client log entries (Authorization: {key})',
      headers: LOG_HEADERS_SCHEMA,
      body: logBodySchema(opts.stepIds),
      response: {
        200: { type: 'object', required: ['accepted', 'dropped'], properties: { accepted: { type: 'integer' }, dropped: { type: 'integer' } } },
        ...errorResponses(400, 401, 404, 413, 415, 429, 500, 503),
      },
    },
  }, async (request) => {
    // The envelope check let through only `{ entries: [...] }`; each entry is checked below against the allow-list.
    const body: unknown = request.body;
    const entries: unknown[] = typeof body === 'object' && body !== null && 'entries' in body && Array.isArray(body.entries) ? body.entries : [];
    const log = request.log.child({ source: 'client' });
    let written = 0;
    let notAllowed = 0;
    let bytes = 0;
    for (const item of entries) {
      if (!allowed(item)) {
        notAllowed += 1;
        continue;
      }
      const fields = clientLogLine(item, line);
      bytes += Buffer.byteLength(JSON.stringify(fields));
      if (bytes > opts.limits.maxWrittenBytesPerBatch) break;
      log[CLIENT_LOG_EVENTS[item.event].level](fields, 'client log');
      written += 1;
    }
    const dropped = entries.length - written;
    const overBudget = dropped - notAllowed;
    if (dropped > 0) log.warn({ dropped, notAllowed, overBudget, limitBytes: opts.limits.maxWrittenBytesPerBatch }, 'client log entries dropped: not one of the allowed events, or over what one batch may write');
    return { accepted: written, dropped };
  });
}
