import type { Queryable } from '../db/database';
import type { FunnelStepCounts, FunnelTable } from '../../funnel/funnel-table';
import { TIME_BUCKETS } from '../../funnel/time-bucket';


// Summed over the days of the range (both ends included), every language and device class.
const COUNTS_OF_FLOW = `
select step_id, measure, bucket, sum(count)::int as n from funnel_counts
where flow_hash = $1 and day between $2::date and $3::date
group by step_id, measure, bucket`;

/** The raw funnel of one flow (by flow hash) over [from, to]: each step of the flow in flow order, and the submits. */
export async function funnelTable(db: Queryable, range: { flowHash: string; from: string; to: string; stepIds: string[] }): Promise<FunnelTable> {
  const { rows } = await db.query<{ step_id: string | null; measure: string; bucket: string | null; n: number }>(COUNTS_OF_FLOW, [range.flowHash, range.from, range.to]);
  const empty = (stepId: string): FunnelStepCounts<number> => ({ stepId, sent: 0, saved: 0, back: 0, left: 0, timeBuckets: Object.fromEntries(TIME_BUCKETS.map(({ bucket }) => [bucket, 0])) });
  const steps = new Map(range.stepIds.map((id) => [id, empty(id)]));
  let submitted = 0;
  for (const row of rows) {
    if (row.measure === 'submitted') submitted += row.n;
    const step = row.step_id === null ? undefined : steps.get(row.step_id);
    if (!step) continue;
    if (row.measure === 'sent' || row.measure === 'saved' || row.measure === 'back' || row.measure === 'left') step[row.measure] += row.n;
    if (row.measure === 'saved' && row.bucket !== null) step.timeBuckets[row.bucket] = (step.timeBuckets[row.bucket] ?? 0) + row.n;
  }
  return { flowHash: range.flowHash, from: range.from, to: range.to, steps: [...steps.values()], submitted };
}

/** The step ids of a published flow (by flow hash) in flow order; undefined when no such flow was published. */
export async function flowStepIds(db: Queryable, flowHash: string): Promise<string[] | undefined> {
  const { rows } = await db.query<{ definition: { steps?: { id: string }[] } }>('select definition from flow_versions where hash = $1', [flowHash]);
  return rows[0] ? (rows[0].definition.steps ?? []).map((step) => step.id) : undefined;
}

/** The flows that have counts, newest publication first: each flow hash and the flow version it was published under. */
export async function countedFlows(db: Queryable): Promise<{ flowHash: string; flowVersion: string | null }[]> {
  const { rows } = await db.query<{ flowHash: string; flowVersion: string | null }>(
    `select c.flow_hash as "flowHash", v.flow_version as "flowVersion" from (select distinct flow_hash from funnel_counts) c
     left join flow_versions v on v.hash = c.flow_hash order by v.published_seq desc nulls last, c.flow_hash`,
  );
  return rows;
}
