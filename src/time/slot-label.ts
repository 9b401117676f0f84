import { assertClockTime, isAfternoon, pad2, twelveHourHour } from './clock-time';
import type { ClockTime } from './clock-time';

/** Clock used for slot labels; "12" is the default. */
export type ClockFormat = '12' | '24';

/** How a slot label is built (docs/spec/constants.md#slot-labels). */
export interface SlotLabelOptions {
  clock?: ClockFormat;
  /** Only the start, with am/pm on a 12-hour clock. */
  startOnly?: boolean;
  /** Only the start in 12-hour style without am/pm, whatever the clock; wins over `startOnly`. */
  startPortionOnly?: boolean;
  /** An interface language: the label is then Intl's time range in that language, its own clock and pattern. */
  locale?: string;
}

const RANGE_SEPARATOR = ' - ';

function twelveHourPortion(time: ClockTime): string {
  return `${twelveHourHour(time.hours)}:${pad2(time.minutes)}`;
}

function twelveHourWithSuffix(time: ClockTime): string {
  return `${twelveHourPortion(time)} ${isAfternoon(time) ? 'pm' : 'am'}`;
}

function twentyFourHour(time: ClockTime): string {
  return `${pad2(time.hours)}:${pad2(time.minutes)}`;
}

/** Label for a slot's local start and end, e.g. 13:30–14:00 → "1:30 - 2:00 pm" or "13:30 - 14:00". */
export function slotLabel(start: ClockTime, end: ClockTime, options: SlotLabelOptions = {}): string {
  assertClockTime(start);
  assertClockTime(end);
  if (options.startPortionOnly) return twelveHourPortion(start);
  if (options.clock === '24') {
    return options.startOnly ? twentyFourHour(start) : `${twentyFourHour(start)}${RANGE_SEPARATOR}${twentyFourHour(end)}`;
  }
  if (options.startOnly) return twelveHourWithSuffix(start);
  return `${twelveHourPortion(start)}${RANGE_SEPARATOR}${twelveHourWithSuffix(end)}`;
}
