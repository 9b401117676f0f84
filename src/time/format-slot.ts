import moment from 'moment-timezone';
import { pad2 } from './clock-time';
import { slotLabel } from './slot-label';
import type { SlotLabelOptions } from './slot-label';

/** One slot as received: start and end as Date objects or ISO-8601 strings (SPEC §3 "Time slot"). */
export interface TimeSlot {
  start: string | Date;
  end: string | Date;
}

/** A slot ready for display in one time zone (SPEC §3 "Formatted slot option"). */
export interface FormattedSlotOption {
  /** The start in the chosen zone, ISO-8601 with that zone's offset, e.g. "2026-03-08T01:30:00-05:00". */
  date: string;
  /** The start exactly as received. */
  originalDate: string | Date;
  /** The local start as HHMM, e.g. "0930". */
  optValue: string;
  optLabel: string;
}

/** Milliseconds since the epoch for a Date or an ISO-8601 string, or null when it is not one. */
export function slotInstant(value: unknown): number | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  if (typeof value !== 'string') return null;
  // A string without an offset is read as UTC, never as the host's local time, so results do not depend on the machine.
  const parsed = moment.utc(value, moment.ISO_8601, true);
  return parsed.isValid() ? parsed.valueOf() : null;
}

/** Formats one slot in `timezone` (a zone moment-timezone knows); null when start or end is unusable or end precedes start. */
export function formatSlot(slot: TimeSlot, timezone: string, labelOptions: SlotLabelOptions = {}): FormattedSlotOption | null {
  const startAt = slotInstant(slot.start);
  const endAt = slotInstant(slot.end);
  if (startAt === null || endAt === null || endAt < startAt) return null;
  // Pin the English locale so digits in the output never follow a locale set elsewhere on the global moment.
  const start = moment.tz(startAt, timezone).locale('en');
  const end = moment.tz(endAt, timezone).locale('en');
  const startTime = { hours: start.hours(), minutes: start.minutes() };
  return {
    date: start.format('YYYY-MM-DDTHH:mm:ssZ'),
    originalDate: slot.start,
    optValue: `${pad2(startTime.hours)}${pad2(startTime.minutes)}`,
    optLabel: slotLabel(startTime, { hours: end.hours(), minutes: end.minutes() }, labelOptions),
  };
}
