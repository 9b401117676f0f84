import { slotInstant, slotParts } from './format-slot';
import type { FormattedSlotOption, TimeSlot } from './format-slot';
import { isoDate } from './local-date-time';
import type { LocalDateTime } from './local-date-time';
import type { Logger } from './logger';
import type { SlotLabelOptions } from './slot-label';
import { offsetReader, offsetString } from './zone-offsets';
import type { OffsetReader } from './zone-offsets';

/** Slots grouped under one calendar day of the chosen zone (docs/spec/entities.md#day-group). */
export interface DayGroup {
  /** The local day, YYYY-MM-DD. */
  date: string;
  timeSlots: Pick<FormattedSlotOption, 'optValue' | 'optLabel' | 'originalDate'>[];
}

/** What formatSlots needs: the zone to show the slots in, plus the label options. */
export interface FormatSlotsOptions extends SlotLabelOptions {
  timezone: string;
}

/** Sorts slots by start and groups them by calendar day in `options.timezone` (docs/spec/validation.md#slot-formatting). */
export function formatSlots(
  input: { slots?: readonly TimeSlot[] } | null | undefined,
  options: FormatSlotsOptions,
  logger: Logger = console,
): DayGroup[] {
  const slots: unknown = input?.slots;
  if (!Array.isArray(slots)) {
    logger.warn('formatSlots - slots are invalid');
    return [];
  }
  // The zone is resolved once; each slot then costs two offset look-ups in moment-timezone's data, no moment objects.
  const offsetOf = offsetReader(options.timezone);
  if (!offsetOf) {
    logger.warn('formatSlots - timezone is invalid');
    return [];
  }
  const formatted: Formatted[] = [];
  for (const slot of slots as unknown[]) {
    const entry = formatEntry(slot, offsetOf, options);
    if (entry) formatted.push(entry);
    else logger.warn('formatSlots - invalid slot skipped');
  }
  formatted.sort((a, b) => a.at - b.at);

  const groups: DayGroup[] = [];
  let groupDay = Number.NaN;
  for (const { start, timeSlot } of formatted) {
    let group = groups[groups.length - 1];
    // Same local day number, same calendar day: the "YYYY-MM-DD" text is built once per day, not once per slot.
    if (!group || start.dayNumber !== groupDay) {
      group = { date: isoDate(start), timeSlots: [] };
      groupDay = start.dayNumber;
      groups.push(group);
    }
    group.timeSlots.push(timeSlot);
  }
  tellRepeatsApart(formatted);
  return groups;
}

interface Formatted {
  at: number;
  offset: number;
  start: LocalDateTime;
  timeSlot: DayGroup['timeSlots'][number];
}

/**
 * On a fall-back day a local start time happens twice (01:30 EDT, then 01:30 EST): both options get their UTC
 * offset, "1:30 - 2:00 am (UTC-05:00)", in every clock style. The offset needs no translation, unlike "EST".
 */
function tellRepeatsApart(formatted: readonly Formatted[]): void {
  const key = ({ start }: Formatted) => `${start.dayNumber}|${start.hours}|${start.minutes}`;
  // The offsets each local start time is seen at: two offsets mean the clock went back over it.
  const offsets = new Map<string, Set<number>>();
  for (const entry of formatted) offsets.set(key(entry), (offsets.get(key(entry)) ?? new Set<number>()).add(entry.offset));
  for (const entry of formatted) {
    if ((offsets.get(key(entry))?.size ?? 0) > 1) entry.timeSlot.optLabel = `${entry.timeSlot.optLabel} (UTC${offsetString(entry.offset)})`;
  }
}

function formatEntry(slot: unknown, offsetOf: OffsetReader, options: SlotLabelOptions): Formatted | null {
  if (!isSlotShaped(slot)) return null;
  const at = slotInstant(slot.start);
  const endAt = slotInstant(slot.end);
  if (at === null || endAt === null || endAt < at) return null;
  const { start, optValue, optLabel } = slotParts(at, endAt, offsetOf, options);
  return { at, offset: offsetOf(at), start, timeSlot: { optValue, optLabel, originalDate: slot.start } };
}

function isSlotShaped(slot: unknown): slot is TimeSlot {
  return typeof slot === 'object' && slot !== null && 'start' in slot && 'end' in slot;
}
