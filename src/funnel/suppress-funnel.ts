/** One step's counts in a funnel table. */
export interface FunnelStepCounts<N> {
  stepId: string;
  sent: N;
  saved: N;
  back: N;
  left: N;
  timeBuckets: Record<string, N>;
}

/** A funnel of one flow version over a range of days, with its raw counts. */
export interface FunnelTable {
  version: string;
  from: string;
  to: string;
  steps: FunnelStepCounts<number>[];
  submitted: number;
}

/** The same funnel with every small count (and what would reveal one) suppressed to null. */
export interface SuppressedFunnel {
  version: string;
  from: string;
  to: string;
  steps: FunnelStepCounts<number | null>[];
  submitted: number | null;
}

// Stand-in until the complementary suppression lands: hides each count from 1 to 10 on its own.
const hide = (n: number): number | null => (n >= 1 && n <= 10 ? null : n);

/** Suppresses the small counts of a funnel table. */
export function suppressFunnel(table: FunnelTable): SuppressedFunnel {
  return {
    ...table,
    steps: table.steps.map((s) => ({ stepId: s.stepId, sent: hide(s.sent), saved: hide(s.saved), back: hide(s.back), left: hide(s.left), timeBuckets: Object.fromEntries(Object.entries(s.timeBuckets).map(([k, n]) => [k, hide(n)])) })),
    submitted: hide(table.submitted),
  };
}
