import type { ErrorCode } from '../../contract/error-codes';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError } from './api-error';
import { asUnavailable, DatabaseUnavailableError } from '../db/database-unavailable-error';
import { clientWentAway, goneReason } from './client-gone';

/** What a refused request that settles by itself (a 503 other than an outage) asks the client to wait, in seconds. */
const TRANSIENT_RETRY_AFTER_SECONDS = 1;

/** What a 503 asks the client to wait before sending again: a PostgreSQL restart or failover takes a few seconds (docs/decisions/database-outages-answer-503.md). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** The one JSON error shape of the API (docs/design.md#contracts-the-tests-hold). */
export const errorResponseSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string' },
        message: { type: 'string' },
        fields: { type: 'array', items: { type: 'object', properties: { field: { type: 'string' }, rule: { type: 'string' }, params: { type: 'object', additionalProperties: true } } } },
        slots: { type: 'array', items: { type: 'object', properties: { start: { type: 'string' }, end: { type: 'string' } } } },
        pointer: { type: 'string', description: 'Where in the request the refused input is (invalid_text): params, query or body, then a JSON pointer.' },
        stepId: { type: 'string', description: 'The step the member must answer (again) before submitting: sent with incomplete, validation_failed (at submit) and stale_answer.' },
        saveSequence: { type: 'integer', description: 'The highest Save-Sequence the server acknowledged (stale_save): the page numbers its next save after it.' },
        weeks: { type: 'array', items: { type: 'object', properties: { from: { type: 'string' }, to: { type: 'string' } } }, description: 'The funnel weeks that may be asked instead (funnel_not_one_week, funnel_week_not_published).' },
      },
    },
  },
} as const;

// Fastify's own client errors (bad JSON, too large, wrong content type) keep their 4xx with a stable code.
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_VALIDATION: 'invalid_request',
};

/**
 * Maps domain outcomes to HTTP: a client that went away → logged at info (no one to answer), ApiError → its 4xx, request validation → 400, the database down, out of
 * connections or out of disk → 503 with Retry-After, anything else → 500 without details.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((raw: FastifyError, request, reply) => {
    // Checked first: a client's reset carries ECONNRESET too, which from the database's socket means an outage.
    if (clientWentAway(raw, request)) {
      request.log.info({ reason: goneReason(raw) }, 'client went away');
      return reply.status(400).send({ error: { code: 'client_gone', message: 'The connection closed before the request was read; send it again.' } });
    }
    const error = asUnavailable(raw) as FastifyError;
    if (error instanceof DatabaseUnavailableError) {
      // The reason is a code (SQLSTATE or socket error), never a statement or its values.
      request.log.warn({ reason: error.reason }, 'database unavailable');
      return reply.status(503).header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS)).send({ error: { code: 'database_unavailable', message: error.message } });
    }
    if (error instanceof ApiError) {
      // A refusal that ends by itself (too many holds) says when, as a 429 must; so does every 503 (a version
      // switch or a moving enrolment settles within a second), so no 503 leaves the client guessing.
      const given = (error as ApiError & { retryAfterSeconds?: unknown }).retryAfterSeconds;
      const retryAfter = typeof given === 'number' ? given : error.statusCode === 503 ? TRANSIENT_RETRY_AFTER_SECONDS : undefined;
      if (retryAfter !== undefined) void reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfter))));
      return reply.status(error.statusCode).send({ error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}), ...error.extra } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = (error.code && FASTIFY_CODES[error.code]) ?? (error.validation ? 'invalid_request' : 'bad_request');
      return reply.status(status).send({ error: { code, message: error.message } });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: { code: 'server_error', message: 'Something went wrong on our side; it has been logged. Try again later.' } });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ error: { code: 'not_found', message: `No route for ${request.method} ${request.url.split('?')[0]}.` } }),
  );
}
