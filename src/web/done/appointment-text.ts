import { formatZonedTime } from '../../time/format-zoned-time';

/**
 * An appointment as the member reads it, in her zone (UTC when she has none) and language, naming the zone:
 * "Monday, November 23, 2026, 10:00 – 11:00 AM EST (New York)"; undefined when the slot is unusable.
 */
export function appointmentText(slot: { start: string; end: string }, timezone: string | undefined, language: string): string | undefined {
  return formatZonedTime(slot.start, timezone ?? 'UTC', language, { date: 'long', end: slot.end }) || undefined;
}
