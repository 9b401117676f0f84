import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { FunnelAnswer, FunnelFlows, FunnelQuery } from '../../contract/funnel-api';
import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';
import { errorResponses } from '../http/error-responses';
import { isCalendarDay } from '../http/request-formats';
import { suppressFunnel } from '../../funnel/suppress-funnel';
import { askPeriod } from '../../funnel/funnel-period';
import { countedFlows, flowStepIds, funnelTable } from './funnel-table';
import { FunnelPeriodError } from './funnel-period-error';

const errors = errorResponses(400, 401, 403, 404, 429, 500, 503);

/** The flow hash a funnel request names: `flowHash`, or `version` from a console of the previous release (one release more). */
function flowHashAsked(query: FunnelQuery): string {
  const { flowHash, version } = query;
  if (flowHash !== undefined && version !== undefined && flowHash !== version) {
    throw new ApiError(400, 'invalid_request', 'querystring names two different flows (flowHash and version); send flowHash alone.');
  }
  const asked = flowHash ?? version;
  // The message Ajv gave while the name was required by the schema, with the name clients now send.
  if (asked === undefined) throw new ApiError(400, 'invalid_request', "querystring must have required property 'flowHash'");
  return asked;
}

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
    const flowHash = flowHashAsked(query);
    if (!isCalendarDay(query.from) || !isCalendarDay(query.to)) throw new ApiError(400, 'funnel_bad_day', 'from and to must be real calendar days as YYYY-MM-DD, e.g. 2026-03-01.');
    if (query.from > query.to) throw new ApiError(400, 'funnel_range_reversed', 'from must be on or before to; swap the two days.');
    // Only whole settled weeks: two answers never overlap and never change, so none can be taken from another.
    const answer = askPeriod(query.from, query.to, opts.now());
    if (!('published' in answer)) throw new FunnelPeriodError(answer, { from: query.from, to: query.to });
    const { from, to } = answer.published;
    const stepIds = await flowStepIds(db, flowHash);
    if (!stepIds) throw new ApiError(404, 'unknown_flow_version', `No flow with the flow hash ${flowHash} was published; GET /staff/funnel/versions lists those with counts.`);
    const funnel = suppressFunnel(await funnelTable(db, { flowHash, from, to, stepIds }));
    return { flowHash: funnel.flowHash, version: funnel.flowHash, from: funnel.from, to: funnel.to, steps: funnel.steps, submitted: funnel.submitted };
  });

  app.get('/funnel/versions', {
    schema: {
      operationId: 'listFunnelVersions', summary: 'The flow versions that have funnel counts, newest publication first, with the label each was published under',
      response: { 200: FunnelFlows, ...errors },
    },
  }, async () => ({ versions: (await countedFlows(db)).map((flow) => ({ ...flow, version: flow.flowHash, label: flow.flowVersion })) }));
}
