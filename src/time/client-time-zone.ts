/** What the browser reports about its zone (docs/spec/entities.md#client-time-zone-report). */
export interface ClientTimeZoneReport {
  /** Minutes east of UTC, i.e. -Date#getTimezoneOffset(): -300 for New York in winter, 330 for India. */
  clientTimezone: number;
  isDST: boolean;
}

/** Minutes west of UTC at an instant, counted as Date#getTimezoneOffset counts them (300 for New York in winter). */
export type OffsetWest = (at: Date) => number;

const browserOffset: OffsetWest = (at) => at.getTimezoneOffset();

/**
 * The report for the zone `offsetWest` reads (the browser's own by default) at `now`. DST is in force when the offset
 * is above the year's standard one, the smaller of the January and July offsets (one in each hemisphere's summer).
 * Plain Date arithmetic: no zone database, so the first step never waits for moment-timezone.
 */
export function clientTimeZoneReport(now: Date, offsetWest: OffsetWest = browserOffset): ClientTimeZoneReport {
  // "|| 0" turns -0 into 0.
  const east = (at: Date) => -offsetWest(at) || 0;
  const year = now.getUTCFullYear();
  const standard = Math.min(east(new Date(Date.UTC(year, 0, 1, 12))), east(new Date(Date.UTC(year, 6, 1, 12))));
  const clientTimezone = east(now);
  return { clientTimezone, isDST: clientTimezone > standard };
}
