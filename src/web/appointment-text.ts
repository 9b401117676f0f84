import { uiLanguageInfo } from '../reference/ui-languages';
import { formatLongDate } from '../time/date-display';
import { formatSlot } from '../time/format-slot';
import { zoneDisplayName } from '../time/zone-display-name';
import { zoneNameLocale } from '../time/zone-name-locale';

/** An appointment as the member reads it: the day, the time range and the zone's name, all in the interface language. */
export interface AppointmentText {
  date: string;
  time: string;
  zone: string;
}

/** The parts of an appointment in the member's zone (UTC when it has none) and language; undefined when unusable. */
export function appointmentText(slot: { start: string; end: string }, timezone: string | undefined, language: string): AppointmentText | undefined {
  const zone = timezone ?? 'UTC';
  const formatted = formatSlot(slot, zone, { clock: uiLanguageInfo(language).clock });
  if (!formatted) return undefined;
  const start = new Date(slot.start);
  return { date: formatLongDate(start, language, zone), time: formatted.optLabel, zone: zoneDisplayName(zone, start, zoneNameLocale(language)) || zone };
}
