import { ApiError } from '../http/api-error';

/**
 * What a booking made before submit may hold (docs/decisions/slot-holds.md): a hold ends this long after it
 * was made, whatever the member does, and one address (an IPv6 /64) holds at most this many slots at once,
 * the clinic of 30 members behind one address that the rate limits are sized for.
 */
export const HOLD_LIMITS = { lifetimeSeconds: 900, perAddress: 30 } as const;

/** 429 `too_many_holds`, with Retry-After: the address already holds its share of slots. */
export class TooManyHoldsError extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      429,
      'too_many_holds',
      `${HOLD_LIMITS.perAddress} appointment slots are already held from this address by enrolments not yet submitted; submit or cancel one, or try again in ${retryAfterSeconds} s when the oldest hold ends.`,
    );
    this.name = 'TooManyHoldsError';
  }
}
