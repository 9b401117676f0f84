import moment from 'moment-timezone';

/** A bookable slot as the API sends it (SPEC §3 "Time slot"). */
export interface Slot {
  start: string;
  end: string;
}

/** How the interim schedule offers slots: working days, hours in the member's zone, length and horizon. */
export const INTERIM_SCHEDULE = { days: 14, firstHour: 9, lastHour: 17, minutes: 60 } as const;

/**
 * Slots offered until the clinician schedule of the member API exists: weekdays from tomorrow,
 * on the hour from 09:00 to 16:00 in the member's zone, for 14 days. Deterministic for a given `now`.
 */
export function offeredSlots(now: Date, timezone: string): Slot[] {
  const zone = moment.tz.zone(timezone) ? timezone : 'UTC';
  const slots: Slot[] = [];
  const day = moment.tz(now, zone).startOf('day');
  for (let i = 1; i <= INTERIM_SCHEDULE.days; i += 1) {
    const date = day.clone().add(i, 'days');
    if (date.isoWeekday() > 5) continue;
    for (let hour = INTERIM_SCHEDULE.firstHour; hour < INTERIM_SCHEDULE.lastHour; hour += 1) {
      const start = moment.tz({ year: date.year(), month: date.month(), date: date.date(), hour }, zone);
      slots.push({ start: start.toISOString(), end: start.clone().add(INTERIM_SCHEDULE.minutes, 'minutes').toISOString() });
    }
  }
  return slots;
}

/** Whether a start time is one of the slots offered at `now` (the server never trusts a slot it did not offer). */
export function isOfferedSlot(start: string, now: Date, timezone: string): boolean {
  const wanted = Date.parse(start);
  return Number.isFinite(wanted) && offeredSlots(now, timezone).some((slot) => Date.parse(slot.start) === wanted);
}
