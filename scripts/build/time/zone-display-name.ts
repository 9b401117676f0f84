const formatters = new Map<string, Intl.DateTimeFormat | null>();

function formatterFor(zoneId: string, locale: string): Intl.DateTimeFormat | null {
  const key = `${locale}|${zoneId}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    try {
      formatter = new Intl.DateTimeFormat(locale, { timeZone: zoneId, timeZoneName: 'long' });
    } catch {
      // An engine whose time zone data is older than moment-timezone's rejects newer zone ids with a RangeError.
      formatter = null;
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The long localised name Intl gives `zoneId` at `at`, e.g. "Eastern Standard Time"; "" when Intl has none. */
export function zoneDisplayName(zoneId: string, at: Date, locale: string): string {
  const parts = formatterFor(zoneId, locale)?.formatToParts(at) ?? [];
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}
