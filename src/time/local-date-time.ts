import { pad2 } from './clock-time';
import type { ClockTime } from './clock-time';
import { offsetString } from './zone-offsets';

const MS_PER_DAY = 86_400_000;

/** A wall-clock date and time: month 1–12, day 1–31, hours, minutes and seconds, and the date as a day number. */
export interface LocalDateTime extends ClockTime {
  year: number;
  month: number;
  day: number;
  seconds: number;
  /** Days from 1970-01-01 to this date: equal exactly when the calendar dates are equal. */
  dayNumber: number;
}

/** The wall-clock date and time at instant `at` (ms since the epoch) where clocks are `offset` minutes east of UTC. */
export function localDateTime(at: number, offset: number): LocalDateTime {
  // Plain arithmetic, no Date object: formatting thousands of slots is mostly allocation otherwise.
  const local = at + offset * 60_000;
  const dayNumber = Math.floor(local / MS_PER_DAY);
  const msOfDay = local - dayNumber * MS_PER_DAY;
  // Civil date from a day number (H. Hinnant's days_from_civil, inverted); exact over Date's whole range.
  const shifted = dayNumber + 719_468;
  const era = Math.floor(shifted / 146_097);
  const dayOfEra = shifted - era * 146_097;
  const leapDays = Math.floor(dayOfEra / 1460) - Math.floor(dayOfEra / 36_524) + Math.floor(dayOfEra / 146_096);
  const yearOfEra = Math.floor((dayOfEra - leapDays) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153);
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9;
  return {
    year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0),
    month,
    day: dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1,
    hours: Math.floor(msOfDay / 3_600_000),
    minutes: Math.floor(msOfDay / 60_000) % 60,
    seconds: Math.floor(msOfDay / 1000) % 60,
    dayNumber,
  };
}

/** The local date as moment's "YYYY-MM-DD" gives it, e.g. "2026-03-08" (years before 0 with a leading "-"). */
export function isoDate(local: LocalDateTime): string {
  const year = `${local.year < 0 ? '-' : ''}${String(Math.abs(local.year)).padStart(4, '0')}`;
  return `${year}-${pad2(local.month)}-${pad2(local.day)}`;
}

/** ISO-8601 with the offset, as moment's "YYYY-MM-DDTHH:mm:ssZ" gives it, e.g. "2026-03-08T01:30:00-05:00". */
export function isoWithOffset(local: LocalDateTime, offset: number): string {
  return `${isoDate(local)}T${pad2(local.hours)}:${pad2(local.minutes)}:${pad2(local.seconds)}${offsetString(offset)}`;
}
