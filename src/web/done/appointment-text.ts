import { formatZonedTime } from '../../time/format-zoned-time';
import type { ZoneCityTable } from '../../time/zone-city';

/**
 * An appointment as the member reads it, in her zone (UTC when she has none) and language, naming the zone with its
 * city in her language (`cities`): "Monday, November 23, 2026, 10:00 – 11:00 AM EST (Toronto)"; undefined when the
 * slot is unusable.
 */
export function appointmentText(slot: { start: string; end: string }, timezone: string | undefined, language: string, cities?: ZoneCityTable): string | undefined {
  return formatZonedTime(slot.start, timezone ?? 'UTC', language, { date: 'long', end: slot.end, cities }) || undefined;
}
