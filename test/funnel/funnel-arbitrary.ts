import fc from 'fast-check';
import type { FunnelTable } from '../../src/funnel/funnel-table';

/** The time-on-step buckets the generated funnels use. */
export const BUCKETS = ['under-30s', '30s-2m', '2m-10m', 'over-10m'];

/** Splits `total` into `parts` non-negative counts, using `cuts` (fractions) to place the cuts. */
const split = (total: number, cuts: number[]): number[] => {
  const points = cuts.map((c) => Math.min(total, Math.floor(c * (total + 1)))).sort((a, b) => a - b);
  return [...points, total].map((p, i) => p - (i === 0 ? 0 : (points[i - 1])));
};

/**
 * Random consistent funnels: each step's sent splits into saved, back and left, saved splits into the time
 * buckets, and the next step is sent who saved this one. Starts small enough that counts of 1..10 are frequent.
 */
export const funnelTable = (maxSteps = 8, minSteps = 1): fc.Arbitrary<FunnelTable> =>
  fc
    .record({
      start: fc.oneof(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 400 })),
      steps: fc.array(
        fc.record({
          outcome: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 2, maxLength: 2 }),
          buckets: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: BUCKETS.length - 1, maxLength: BUCKETS.length - 1 }),
          keep: fc.double({ min: 0.6, max: 1, noNaN: true }),
        }),
        { minLength: minSteps, maxLength: maxSteps },
      ),
    })
    .map(({ start, steps }) => {
      let sent = start;
      const rows = steps.map((step, i) => {
        // Most members save a step: the kept share goes to saved, the rest splits into back and left.
        const saved = Math.round(sent * step.keep);
        const [back, left] = split(sent - saved, step.outcome.slice(0, 1)) as [number, number];
        const buckets = split(saved, step.buckets);
        const row = { stepId: `step-${i + 1}`, sent, saved, back, left, timeBuckets: Object.fromEntries(BUCKETS.map((b, k) => [b, buckets[k]])) };
        sent = saved;
        return row;
      });
      return { flowHash: 'v1', from: '2026-01-01', to: '2026-01-31', steps: rows, submitted: sent };
    });
