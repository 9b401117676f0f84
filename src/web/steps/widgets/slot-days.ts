import { dateLocale } from '../../../time/date-display';
import type { DayGroup } from '../../../time/format-slots';

const startOf = (slot: DayGroup['timeSlots'][number]) => Date.parse(String(slot.originalDate instanceof Date ? slot.originalDate.toISOString() : slot.originalDate));

/** The day (YYYY-MM-DD in the member's zone) whose times hold the chosen start, if any. */
export function dayOf(days: readonly DayGroup[], value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const at = Date.parse(value);
  return days.find((day) => day.timeSlots.some((slot) => startOf(slot) === at))?.date;
}

/** Whether the chosen start is among the offered times. */
export function isOffered(days: readonly DayGroup[], value: string): boolean {
  return dayOf(days, value) !== undefined;
}

/** A short day name for the day picker, e.g. "Mon, Nov 23" or "lun. 23 nov."; the long form is the times' legend. */
export function shortDayName(date: string, language: string): string {
  const at = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(at.getTime())) return date;
  return new Intl.DateTimeFormat(dateLocale(language), { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(at);
}
