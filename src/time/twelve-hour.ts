import { assertClockTime, isAfternoon, pad2, twelveHourHour } from './clock-time';
import type { ClockTime } from './clock-time';

/** General 12-hour text with "a.m."/"p.m.", e.g. 00:05 → "12:05 a.m.", 15:00 → "3:00 p.m." (docs/spec/constants.md#twelve-hour-clock). */
export function twelveHourTime(time: ClockTime): string {
  assertClockTime(time);
  return `${twelveHourHour(time.hours)}:${pad2(time.minutes)} ${isAfternoon(time) ? 'p.m.' : 'a.m.'}`;
}
