/** The long localised name Intl gives `zoneId` at `at`, e.g. "Eastern Standard Time"; "" when Intl has none. */
export function zoneDisplayName(zoneId: string, at: Date, locale: string): string {
  try {
    const parts = new Intl.DateTimeFormat(locale, { timeZone: zoneId, timeZoneName: 'long' }).formatToParts(at);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  } catch {
    // An engine whose time zone data is older than moment-timezone's rejects newer zone ids with a RangeError.
    return '';
  }
}
