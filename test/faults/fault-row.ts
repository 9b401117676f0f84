import type { FaultTally } from './fault-client';

/** One line of the fault lane's table, and the checks that decide it. */
export interface FaultRow {
  fault: string;
  acknowledged: number;
  lost: number;
  /** 5xx other than 503 (a 503 with Retry-After is the promised answer while the database is down). */
  serverErrors: number;
  unavailable: number;
  healthP99: number;
  /** What else the fault measured, for the table. */
  detail: string;
  checks: { name: string; ok: boolean; detail?: string }[];
}

/** The counts of a tally, as a row's fields. */
export const tallyFields = (tally: FaultTally) => ({ serverErrors: tally.serverErrors, unavailable: tally.unavailable });

/** The statuses a tally saw, as `200×12 429×3`. */
export const statusText = (tally: FaultTally) => [...tally.statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(' ');
