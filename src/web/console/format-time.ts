import { formatZonedTime } from '../../time/format-zoned-time';

/** The zone of the reader's browser, the one every console time is written in unless it is the member's. */
export function readerZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** A moment as staff read it: date and time in their language and their own zone, naming the zone. */
export function formatTime(iso: string, language: string): string {
  return formatZonedTime(iso, readerZone(), language) || iso;
}

/** An enrolment id as the list shows it: its first 8 characters (the full id is in the link). */
export const shortId = (id: string): string => id.slice(0, 8);
