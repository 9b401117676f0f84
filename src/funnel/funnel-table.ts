/** One step's counts in a funnel: who was sent there, saved it, went back, left, and time-on-step buckets. */
export interface FunnelStepCounts<N> {
  stepId: string;
  sent: N;
  saved: N;
  back: N;
  left: N;
  timeBuckets: Record<string, N>;
}

/** A funnel for one flow version and date range, steps in flow order, as the staff funnel route answers it. */
export interface FunnelOf<N> {
  /** The flow hash of the flow counted (the content hash enrolments record). */
  flowHash: string;
  from: string;
  to: string;
  steps: FunnelStepCounts<N>[];
  submitted: N;
}

/** A funnel of raw counts (before suppression; never leaves the server). */
export type FunnelTable = FunnelOf<number>;

/** A funnel safe to show: a suppressed cell is `null`. */
export type SuppressedFunnel = FunnelOf<number | null>;

/** The count fields of a step that relations refer to (`timeBuckets` stands for the sum of all buckets). */
export type StepField = 'sent' | 'saved' | 'back' | 'left' | 'timeBuckets';
