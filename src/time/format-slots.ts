import moment from 'moment-timezone';
import { formatSlot, slotInstant } from './format-slot';
import type { FormattedSlotOption, TimeSlot } from './format-slot';
import type { Logger } from './logger';
import type { SlotLabelOptions } from './slot-label';

/** Slots grouped under one calendar day of the chosen zone (SPEC §3 "Day group"). */
export interface DayGroup {
  /** The local day, YYYY-MM-DD. */
  date: string;
  timeSlots: Pick<FormattedSlotOption, 'optValue' | 'optLabel' | 'originalDate'>[];
}

/** What formatSlots needs: the zone to show the slots in, plus the label options. */
export interface FormatSlotsOptions extends SlotLabelOptions {
  timezone: string;
}

/** Sorts slots by start and groups them by calendar day in `options.timezone` (SPEC §5 "Slot formatting"). */
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
  if (!moment.tz.zone(options.timezone)) {
    logger.warn('formatSlots - timezone is invalid');
    return [];
  }
  const formatted: { at: number; option: FormattedSlotOption }[] = [];
  for (const slot of slots as unknown[]) {
    const entry = formatEntry(slot, options);
    if (entry) formatted.push(entry);
    else logger.warn('formatSlots - invalid slot skipped');
  }
  formatted.sort((a, b) => a.at - b.at);

  const groups: DayGroup[] = [];
  for (const { option } of formatted) {
    // `date` is ISO-8601 in the zone, so its first ten characters are the local calendar day.
    const day = option.date.slice(0, 10);
    let group = groups[groups.length - 1];
    if (!group || group.date !== day) {
      group = { date: day, timeSlots: [] };
      groups.push(group);
    }
    group.timeSlots.push({ optValue: option.optValue, optLabel: option.optLabel, originalDate: option.originalDate });
  }
  return groups;
}

function formatEntry(slot: unknown, options: FormatSlotsOptions): { at: number; option: FormattedSlotOption } | null {
  if (!isSlotShaped(slot)) return null;
  const at = slotInstant(slot.start);
  const option = formatSlot(slot, options.timezone, options);
  return at === null || option === null ? null : { at, option };
}

function isSlotShaped(slot: unknown): slot is TimeSlot {
  return typeof slot === 'object' && slot !== null && 'start' in slot && 'end' in slot;
}
