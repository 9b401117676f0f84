import { ApiError } from '../http/api-error';

const DAY_MS = 86_400_000;
/** The span a slot list covers when one end is not given, and the longest span one call may ask for. */
export const SLOT_RANGE_DAYS = { default: 14, max: 31 } as const;

/** 400 `invalid_range`: the requested slot range is backwards or longer than the maximum. */
export class InvalidRangeError extends ApiError {
  constructor() {
    super(400, 'invalid_range', `'to' must be after 'from' and at most ${SLOT_RANGE_DAYS.max} days later; either end may be left out (${SLOT_RANGE_DAYS.default} days from the other, or from today).`);
    this.name = 'InvalidRangeError';
  }
}

const day = (text: string) => new Date(`${text}T00:00:00Z`);

/**
 * The slot range a request asks for, bounded whichever end it gives: a missing end is the other end
 * ± 14 days (from today when neither is given), and no range may exceed 31 days.
 */
export function slotRange(query: { from?: string; to?: string }, now: Date): { from: Date; to: Date } {
  const span = SLOT_RANGE_DAYS.default * DAY_MS;
  const from = query.from ? day(query.from) : query.to ? new Date(day(query.to).getTime() - span) : now;
  const to = query.to ? day(query.to) : new Date(from.getTime() + span);
  if (to <= from || to.getTime() - from.getTime() > SLOT_RANGE_DAYS.max * DAY_MS) throw new InvalidRangeError();
  return { from, to };
}
