import { errorCode } from './error-code';

/** SQLSTATEs after which the whole statement or transaction was rolled back and running it again is safe: serialization failure, deadlock. */
export const RETRIED_SQLSTATES = ['40001', '40P01'] as const;

/** How often and how long to retry (docs/decisions/contention-lock-order-and-retries.md). */
export interface RetryPolicy {
  /** Runs in all, the first included. */
  attempts: number;
  /** Upper bound of the random pause before retry n (1-based) is baseDelayMs * 2^(n-1). */
  baseDelayMs: number;
}

/** Four runs, pauses of up to 10, 20 and 40 ms: two transactions that deadlocked both commit on the first retry. */
export const RETRY_POLICY: RetryPolicy = { attempts: 4, baseDelayMs: 10 };

/** True when PostgreSQL rolled the work back because of another transaction, not because of the work itself. */
export const isConflict = (error: unknown): boolean => (RETRIED_SQLSTATES as readonly string[]).includes(errorCode(error));

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work`, and runs it again after a serialization failure or deadlock, at most `policy.attempts` times
 * in all, with a random pause that grows (so two victims do not collide again in step). `work` must only
 * touch the database, since it may run more than once; the last conflict is thrown when all runs fail.
 */
export async function retryConflicts<T>(work: () => Promise<T>, policy: RetryPolicy = RETRY_POLICY, random: () => number = Math.random): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= policy.attempts || !isConflict(error)) throw error;
      await pause(random() * policy.baseDelayMs * 2 ** (attempt - 1));
    }
  }
}
