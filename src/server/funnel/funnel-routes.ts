import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { FunnelAnswer, FunnelQuery, FunnelVersions } from '../../contract/funnel-api';
import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';
import { errorResponses } from '../http/error-responses';
import { isCalendarDay } from '../http/request-formats';
import { suppressFunnel } from '../../funnel/suppress-funnel';
import { askPeriod } from '../../funnel/funnel-period';
import { countedVersions, funnelTable, versionStepIds } from './funnel-table';
import { FunnelPeriodError } from './funnel-period-error';

const errors = errorResponses(400, 401, 403, 404, 429, 500, 503);

/** The funnel routes under /staff: suppressed per-step counts of a flow version, and the versions that have counts. */
export async function funnelRoutes(scope: FastifyInstance, opts: { db: Database; now: () => Date }): Promise<void> {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = opts;

  app.get('/funnel', {
    schema: {
      operationId: 'getFunnel',
      summary: 'Per-step funnel of one flow version over one whole ISO week (UTC, from a Monday to its Sunday), published from the Wednesday after it; any other range is refused (400, error.weeks names those that may be asked). Counts from 1 to 10, and figures from which a count or a difference of linked counts from 1 to 10 would follow, are null',
      querystring: FunnelQuery,
      response: { 200: FunnelAnswer, ...errors },
    },
  }, async (request) => {
    const { query } = request;
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
      response: { 200: FunnelVersions, ...errors },
    },
  }, async () => ({ versions: await countedVersions(db) }));
}
