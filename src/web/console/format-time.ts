/** A moment as staff read it: date and time in their language and their own zone. */
export function formatTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** An enrolment id as the list shows it: its first 8 characters (the full id is in the link). */
export const shortId = (id: string): string => id.slice(0, 8);
