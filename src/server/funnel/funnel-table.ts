import type { Queryable } from '../db/database';
import type { FunnelStepCounts, FunnelTable } from '../../funnel/funnel-table';
import { TIME_BUCKETS } from '../../funnel/time-bucket';
import type { FunnelVersion } from '../../contract/funnel-api';

// Summed over the days of the range (both ends included), every language and device class.
const COUNTS_OF_VERSION = `
select step_id, measure, bucket, sum(count)::int as n from funnel_counts
where flow_version = $1 and day between $2::date and $3::date
group by step_id, measure, bucket`;

/** The raw funnel of one flow version over [from, to]: each step of the version's flow in flow order, and the submits. */
export async function funnelTable(db: Queryable, range: { version: string; from: string; to: string; stepIds: string[] }): Promise<FunnelTable> {
  const { rows } = await db.query<{ step_id: string | null; measure: string; bucket: string | null; n: number }>(COUNTS_OF_VERSION, [range.version, range.from, range.to]);
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
  return { version: range.version, from: range.from, to: range.to, steps: [...steps.values()], submitted };
}

/** The step ids of a published flow version in flow order; undefined when no such version was published. */
export async function versionStepIds(db: Queryable, version: string): Promise<string[] | undefined> {
  const { rows } = await db.query<{ definition: { steps?: { id: string }[] } }>('select definition from flow_versions where hash = $1', [version]);
  return rows[0] ? (rows[0].definition.steps ?? []).map((step) => step.id) : undefined;
}

/** The flow versions that have counts, newest publication first, with the label each was published under. */
export async function countedVersions(db: Queryable): Promise<FunnelVersion[]> {
  const { rows } = await db.query<FunnelVersion>(
    `select c.flow_version as version, v.version_label as label from (select distinct flow_version from funnel_counts) c
     left join flow_versions v on v.hash = c.flow_version order by v.published_seq desc nulls last, c.flow_version`,
  );
  return rows;
}
