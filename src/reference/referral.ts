/**
 * How a member arrived: by an invitation or a referral link. The landing link carries it as `ref`
 * (`?ref=invitation`, `?ref=referral`); it is a fixed word, never free text or member data, so it may stay in the
 * address and the logs. Any other value is ignored: the member gets the standard documents.
 */
export const ARRIVALS = ['invitation', 'referral'] as const;

/** An arrival by invitation or referral. */
export type Arrival = (typeof ARRIVALS)[number];

/** The landing parameter and enrolment preset that carries the arrival. */
export const ARRIVAL_PARAMETER = 'ref';

/** Whether a value is one of the arrivals (exact, lower-case match). */
export function isArrival(value: unknown): value is Arrival {
  return typeof value === 'string' && (ARRIVALS as readonly string[]).includes(value);
}

/** The arrival named by a page's query string, or undefined (absent or not one of ARRIVALS). */
export function arrivalOf(search: string): Arrival | undefined {
  const value = new URLSearchParams(search).get(ARRIVAL_PARAMETER);
  return isArrival(value) ? value : undefined;
}
