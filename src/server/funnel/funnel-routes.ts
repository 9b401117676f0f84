import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';
import { errorResponses } from '../http/error-responses';
import { isCalendarDay } from '../http/request-formats';
import { suppressFunnel } from '../../funnel/suppress-funnel';
import { askPeriod } from '../../funnel/funnel-period';
import { countedVersions, funnelTable, versionStepIds } from './funnel-table';
import { FunnelPeriodError } from './funnel-period-error';

const DAY = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', maxLength: 10 };
const COUNT = { type: ['integer', 'null'], minimum: 0 };
const errors = errorResponses(400, 401, 403, 404, 429, 500, 503);

/** The funnel routes under /staff: suppressed per-step counts of a flow version, and the versions that have counts. */
export async function funnelRoutes(app: FastifyInstance, opts: { db: Database; now: () => Date; identify: (request: FastifyRequest) => Promise<string> }): Promise<void> {
  const { db } = opts;

  app.get('/funnel', {
    schema: {
      operationId: 'getFunnel',
      summary: 'Per-step funnel of one flow version over one whole ISO week (UTC, from a Monday to its Sunday), published from the Wednesday after it; any other range is refused (400, error.weeks names those that may be asked). Counts from 1 to 10, and figures from which a count or a difference of linked counts from 1 to 10 would follow, are null',
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
    // Only whole settled weeks: two answers never overlap and never change, so none can be taken from another.
    const answer = askPeriod(query.from, query.to, opts.now());
    if (!('published' in answer)) throw new FunnelPeriodError(answer, { from: query.from, to: query.to });
    const { from, to } = answer.published;
    const stepIds = await versionStepIds(db, query.version);
    if (!stepIds) throw new ApiError(404, 'unknown_flow_version', `No flow version ${query.version} was published; GET /staff/funnel/versions lists those with counts.`);
    return suppressFunnel(await funnelTable(db, { version: query.version, from, to, stepIds }));
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
