/** A wall-clock time of day: hours 0–23 and minutes 0–59. */
export interface ClockTime {
  hours: number;
  minutes: number;
}

/** Throws a RangeError unless `time` is a whole-number time of day. */
export function assertClockTime(time: ClockTime): void {
  const { hours, minutes } = time;
  if (!Number.isInteger(hours) || hours < 0 || hours > 23 || !Number.isInteger(minutes) || minutes < 0 || minutes > 59) {
    throw new RangeError(`Not a time of day: ${hours}:${minutes}`);
  }
}

/** The hour as shown on a 12-hour clock: 0 and 12 both show as 12. */
export function twelveHourHour(hours: number): number {
  return hours % 12 || 12;
}

/** A number as at least two digits, e.g. 5 → "05". */
export function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

/** Whether the time is after noon begins (12:00 and later). */
export function isAfternoon(time: ClockTime): boolean {
  return time.hours >= 12;
}
