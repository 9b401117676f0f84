import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { timingSafeEqual, createHash } from 'crypto';
import { ApiError } from '../http/api-error';
import { errorResponses } from '../http/error-responses';
import { redactText, redactUrl } from './redact-text';
import type { Database } from '../db/database';
import { memberMask } from './member-mask';
import { memberLogValues } from './member-log-values';
import type { LogProxyLimits } from './log-proxy-limits';
import type { logWorkGate } from './log-work-gate';
import type { logByteBudget } from './log-byte-budget';
import { SESSION_COOKIE } from '../enrolment/session';

/** The most entries one batch may carry (SPEC §9 "Maximum batch size"). */
export const MAX_LOG_ENTRIES = 50;

const entry = {
  type: 'object',
  additionalProperties: false,
  required: ['logName', 'resource', 'timestamp', 'severity', 'labels', 'textPayload'],
  properties: {
    logName: { type: 'string', minLength: 1, maxLength: 200 },
    resource: { type: 'object', additionalProperties: false, required: ['type'], properties: { type: { type: 'string', maxLength: 100 } } },
    timestamp: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z$' },
    severity: { enum: [200, 400, 500] },
    labels: { type: 'object', maxProperties: 20, additionalProperties: { type: 'string', maxLength: 500 } },
    textPayload: { type: 'string', maxLength: 8000 },
  },
} as const;

interface LogEntry {
  logName: string;
  resource: { type: string };
  timestamp: string;
  severity: 200 | 400 | 500;
  labels: Record<string, string>;
  textPayload: string;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The body limit of a batch; a batch that declares no length is charged all of it. */
const LOG_BODY_LIMIT = 256 * 1024;
// A label holding a page address loses its whole query, whatever the case of its name.
const ADDRESS_LABEL = /^(url|uri|href|page|location|referr?er)$/i;

/** What the log proxy needs besides its key: its bounds, and what it masks. */
export interface LogRouteOptions {
  apiKey?: string;
  db: Database;
  /** The flow's field names: a value written after one is masked ("race":"hispanic"). */
  fieldNames: readonly string[];
  limits: LogProxyLimits;
  /** This node's gate (in-process): batches in work at once and bytes per second. */
  gate: ReturnType<typeof logWorkGate>;
  /** The byte budgets per address and per enrolment (in the database); absent when rate limits are off. */
  byteBudget?: ReturnType<typeof logByteBudget>;
}

/** POST /member/logs: the cloud log proxy of SPEC §7; entries become structured JSON lines, patient data masked. */
export async function logRoutes(app: FastifyInstance, opts: LogRouteOptions): Promise<void> {
  // Everything that can refuse a batch runs before its body is read: a refused flood costs no parsing or masking.
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
    schema: {
      operationId: 'shipClientLogs', security: [{ logKey: [] }],
      summary: 'Ship client log entries (Authorization: {key})',
      headers: { type: 'object', properties: { authorization: { type: 'string', maxLength: 200 } } },
      body: { type: 'object', additionalProperties: false, required: ['entries'], properties: { entries: { type: 'array', minItems: 1, maxItems: MAX_LOG_ENTRIES, items: entry } } },
      response: {
        200: { type: 'object', required: ['accepted', 'dropped'], properties: { accepted: { type: 'integer' }, dropped: { type: 'integer' } } },
        ...errorResponses(400, 401, 404, 413, 415, 429, 500, 503),
      },
    },
  }, async (request) => {
    const { entries } = request.body as { entries: LogEntry[] };
    const mask = memberMask({ fieldNames: opts.fieldNames, values: await memberLogValues(opts.db, request.cookies[SESSION_COOKIE]) });
    const redact = (text: string) => redactText(text, mask);
    const log = request.log.child({ source: 'client' });
    let written = 0;
    let bytes = 0;
    // Entries are masked one by one and only while the batch may still write: its work is bounded like its output.
    for (const item of entries) {
      // Every text the browser sent is masked, names and keys included: none of them is trusted to be free of member data.
      const labels = Object.fromEntries(Object.entries(item.labels).map(([k, v]) => [redact(k), ADDRESS_LABEL.test(k) ? redactUrl(v) : redact(v)]));
      const line = { logName: redact(item.logName), resourceType: redact(item.resource.type), clientTime: item.timestamp, labels, text: redact(item.textPayload).slice(0, opts.limits.maxWrittenTextChars) };
      bytes += Buffer.byteLength(JSON.stringify(line));
      if (bytes > opts.limits.maxWrittenBytesPerBatch) break;
      if (item.severity >= 500) log.error(line, 'client log');
      else if (item.severity >= 400) log.warn(line, 'client log');
      else log.info(line, 'client log');
      written += 1;
    }
    const dropped = entries.length - written;
    if (dropped > 0) log.warn({ dropped, limitBytes: opts.limits.maxWrittenBytesPerBatch }, 'client log entries dropped: the batch is over what one batch may write');
    return { accepted: written, dropped };
  });
}
