import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';
import { errorResponses } from '../http/error-responses';
import { isCalendarDay } from '../http/request-formats';
import { suppressFunnel } from '../../funnel/suppress-funnel';
import { countedVersions, funnelTable, versionStepIds } from './funnel-table';

/** The longest range one funnel answer covers, in days: a longer one is cut to the last this many days up to `to`. */
export const MAX_FUNNEL_DAYS = 366;

const DAY = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', maxLength: 10 };
const COUNT = { type: ['integer', 'null'], minimum: 0 };
const errors = errorResponses(400, 401, 403, 404, 429, 500, 503);
const DAY_MS = 86_400_000;

/** The funnel routes under /staff: suppressed per-step counts of a flow version, and the versions that have counts. */
export async function funnelRoutes(app: FastifyInstance, opts: { db: Database; identify: (request: FastifyRequest) => Promise<string> }): Promise<void> {
  const { db } = opts;

  app.get('/funnel', {
    schema: {
      operationId: 'getFunnel', summary: 'Per-step funnel of one flow version over a range of days (UTC, both ends included); counts from 1 to 10, and figures that would reveal them, are null',
      querystring: {
        type: 'object', additionalProperties: false, required: ['version', 'from', 'to'],
        properties: { version: { type: 'string', minLength: 1, maxLength: 128 }, from: DAY, to: DAY },
      },
      response: {
        200: {
          type: 'object', required: ['version', 'from', 'to', 'steps', 'submitted'],
          properties: {
            version: { type: 'string' }, from: DAY, to: DAY, submitted: COUNT,
            steps: {
              type: 'array',
              items: {
                type: 'object', required: ['stepId', 'sent', 'saved', 'back', 'left', 'timeBuckets'],
                properties: { stepId: { type: 'string' }, sent: COUNT, saved: COUNT, back: COUNT, left: COUNT, timeBuckets: { type: 'object', additionalProperties: COUNT } },
              },
            },
          },
        },
        ...errors,
      },
    },
  }, async (request) => {
    await opts.identify(request);
    const query = request.query as { version: string; from: string; to: string };
    if (!isCalendarDay(query.from) || !isCalendarDay(query.to)) throw new ApiError(400, 'funnel_bad_day', 'from and to must be real calendar days as YYYY-MM-DD, e.g. 2026-03-01.');
    if (query.from > query.to) throw new ApiError(400, 'funnel_range_reversed', 'from must be on or before to; swap the two days.');
    // A longer range is cut, not refused: the answer's from says which days it covers.
    const earliest = new Date(Date.parse(`${query.to}T00:00:00Z`) - (MAX_FUNNEL_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
    const from = query.from < earliest ? earliest : query.from;
    const stepIds = await versionStepIds(db, query.version);
    if (!stepIds) throw new ApiError(404, 'unknown_flow_version', `No flow version ${query.version} was published; GET /staff/funnel/versions lists those with counts.`);
    return suppressFunnel(await funnelTable(db, { version: query.version, from, to: query.to, stepIds }));
  });

  app.get('/funnel/versions', {
    schema: {
      operationId: 'listFunnelVersions', summary: 'The flow versions that have funnel counts, newest publication first, with the label each was published under',
      response: {
        200: { type: 'object', required: ['versions'], properties: { versions: { type: 'array', items: { type: 'object', required: ['version', 'label'], properties: { version: { type: 'string' }, label: { type: ['string', 'null'] } } } } } },
        ...errors,
      },
    },
  }, async (request) => {
    await opts.identify(request);
    return { versions: await countedVersions(db) };
  });
}
