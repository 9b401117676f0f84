import fc from 'fast-check';
import type { Queryable } from '../../src/server/db/database';
import type { FunnelTable } from '../../src/funnel/funnel-table';
import { TIME_BUCKETS } from '../../src/funnel/time-bucket';
import { funnelTable } from './funnel-arbitrary';

const DAY_MS = 86_400_000;

/** The calendar day `days` after `day`. */
export const dayAfter = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** A generated table with the counters' six time buckets (the generator's four first, then zeros), over one day. */
const asCounted = (table: FunnelTable, day: string, flowHash: string): FunnelTable => ({
  ...table, flowHash, from: day, to: day,
  steps: table.steps.map((step) => {
    const counts = Object.values(step.timeBuckets);
    return { ...step, timeBuckets: Object.fromEntries(TIME_BUCKETS.map(({ bucket }, k) => [bucket, counts[k] ?? 0])) };
  }),
});

/** `count` days of consistent random funnels of `steps` steps from `first` on, the same for a given seed. */
export function generatedDays(flowHash: string, first: string, count: number, steps: number, seed: number): FunnelTable[] {
  return fc.sample(funnelTable(steps, steps), { numRuns: count, seed }).map((table, d) => asCounted(table, dayAfter(first, d), flowHash));
}

/**
 * Publishes a flow (by its flow hash) with the days' step ids and appends each day's counts as the counters leave them
 * (sent, back and left per step; saved per time bucket; submitted without a step).
 */
export async function seedFunnelDays(db: Queryable, flowHash: string, days: readonly FunnelTable[]): Promise<void> {
  const steps = days[0].steps.map(({ stepId }) => ({ id: stepId }));
  await db.query(
    "insert into flow_versions (hash, flow_id, flow_version, definition, published_seq) values ($1, 'onboarding', $1, $2, nextval('flow_versions_published_seq'))",
    [flowHash, JSON.stringify({ steps })],
  );
  for (const day of days) {
    const count = (step: string | null, measure: string, n: number, bucket: string | null = null) =>
      n > 0 ? db.query("insert into funnel_counts (day, flow_hash, step_id, language, device, measure, bucket, count) values ($1, $2, $3, 'en-US', 'desktop', $4, $5, $6)", [day.from, flowHash, step, measure, bucket, n]) : undefined;
    for (const step of day.steps) {
      for (const measure of ['sent', 'back', 'left'] as const) await count(step.stepId, measure, step[measure]);
      for (const [bucket, n] of Object.entries(step.timeBuckets)) await count(step.stepId, 'saved', n, bucket);
    }
    await count(null, 'submitted', day.submitted);
  }
}
