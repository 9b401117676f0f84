import moment from 'moment-timezone';
import { pad2 } from './clock-time';
import { commonIsoInstant } from './common-iso-instant';
import { isoWithOffset, localDateTime } from './local-date-time';
import type { LocalDateTime } from './local-date-time';
import { intlSlotLabel } from './intl-slot-label';
import { slotLabel } from './slot-label';
import type { SlotLabelOptions } from './slot-label';
import { offsetReader } from './zone-offsets';
import type { OffsetReader } from './zone-offsets';

/** One slot as received: start and end as Date objects or ISO-8601 strings (docs/spec/entities.md#time-slot). */
export interface TimeSlot {
  start: string | Date;
  end: string | Date;
}

/** A slot ready for display in one time zone (docs/spec/entities.md#formatted-slot-option). */
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
  // The usual shape is read directly (moment's parser is most of the cost of formatting thousands of slots).
  const common = commonIsoInstant(value);
  if (common !== undefined) return common;
  // A string without an offset is read as UTC, never as the host's local time, so results do not depend on the machine.
  const parsed = moment.utc(value, moment.ISO_8601, true);
  return parsed.isValid() ? parsed.valueOf() : null;
}

/** A slot's local start and its option fields, for a start and end already parsed and a zone already resolved. */
export interface SlotParts {
  start: LocalDateTime;
  /** The zone's offset at the start, minutes east of UTC. */
  startOffset: number;
  optValue: string;
  optLabel: string;
}

/** The parts of a slot from `startAt` to `endAt` in the zone `offsetOf` reads (shared by formatSlot and formatSlots). */
export function slotParts(startAt: number, endAt: number, offsetOf: OffsetReader, labelOptions: SlotLabelOptions = {}): SlotParts {
  const startOffset = offsetOf(startAt);
  const endOffset = offsetOf(endAt);
  const start = localDateTime(startAt, startOffset);
  const end = localDateTime(endAt, endOffset);
  const { locale } = labelOptions;
  return {
    start,
    startOffset,
    optValue: `${pad2(start.hours)}${pad2(start.minutes)}`,
    optLabel:
      locale && !labelOptions.startPortionOnly
        ? intlSlotLabel(startAt + startOffset * 60_000, endAt + endOffset * 60_000, locale, labelOptions.startOnly)
        : slotLabel(start, end, labelOptions),
  };
}

const UTC: OffsetReader = () => 0;

/** Formats one slot in `timezone` (UTC if moment-timezone does not know it); null when start or end is unusable or end precedes start. */
export function formatSlot(slot: TimeSlot, timezone: string, labelOptions: SlotLabelOptions = {}): FormattedSlotOption | null {
  const startAt = slotInstant(slot.start);
  const endAt = slotInstant(slot.end);
  if (startAt === null || endAt === null || endAt < startAt) return null;
  const { start, startOffset, optValue, optLabel } = slotParts(startAt, endAt, offsetReader(timezone) ?? UTC, labelOptions);
  return { date: isoWithOffset(start, startOffset), originalDate: slot.start, optValue, optLabel };
}
