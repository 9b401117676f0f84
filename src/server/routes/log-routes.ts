import type { FastifyInstance } from 'fastify';
import { timingSafeEqual, createHash } from 'crypto';
import { ApiError } from '../api-error';
import { errorResponseSchema } from '../error-handler';
import { redactText, redactUrl } from '../redact-text';

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

/** POST /member/logs: the cloud log proxy of SPEC §7; entries become structured JSON lines, patient data masked. */
export async function logRoutes(app: FastifyInstance, opts: { apiKey?: string }): Promise<void> {
  app.post('/logs', {
    bodyLimit: 256 * 1024,
    schema: {
      summary: 'Ship client log entries (Authorization: {key})',
      headers: { type: 'object', properties: { authorization: { type: 'string', maxLength: 200 } } },
      body: { type: 'object', additionalProperties: false, required: ['entries'], properties: { entries: { type: 'array', minItems: 1, maxItems: MAX_LOG_ENTRIES, items: entry } } },
      response: { 200: { type: 'object', required: ['accepted'], properties: { accepted: { type: 'integer' } } }, 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema },
    },
  }, async (request) => {
    if (!opts.apiKey) throw new ApiError(404, 'logging_off', 'The log proxy is off: set LOG_API_KEY on the server.');
    const given = request.headers.authorization ?? '';
    if (!timingSafeEqual(digest(given), digest(opts.apiKey))) throw new ApiError(401, 'unauthorized', 'Send the configured log key in the Authorization header.');
    const { entries } = request.body as { entries: LogEntry[] };
    const log = request.log.child({ source: 'client' });
    for (const item of entries) {
      // Every text the browser sent is masked, names and keys included: none of them is trusted to be free of member data.
      const labels = Object.fromEntries(Object.entries(item.labels).map(([k, v]) => [redactText(k), k === 'url' ? redactUrl(v) : redactText(v)]));
      const line = { logName: redactText(item.logName), resourceType: redactText(item.resource.type), clientTime: item.timestamp, labels, text: redactText(item.textPayload) };
      if (item.severity >= 500) log.error(line, 'client log');
      else if (item.severity >= 400) log.warn(line, 'client log');
      else log.info(line, 'client log');
    }
    return { accepted: entries.length };
  });
}
