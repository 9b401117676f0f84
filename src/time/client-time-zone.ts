import { isDstAt, offsetAt } from './zone-offsets';

/** What the browser reports about its zone (SPEC §3 "Client time zone report"). */
export interface ClientTimeZoneReport {
  /** Minutes east of UTC, i.e. -Date#getTimezoneOffset(): -300 for New York in winter, 330 for India. */
  clientTimezone: number;
  isDST: boolean;
}

/** The report for the client's detected `zoneId` at `now`; null when moment-timezone does not know the zone. */
export function clientTimeZoneReport(zoneId: string, now: Date): ClientTimeZoneReport | null {
  const clientTimezone = offsetAt(zoneId, now);
  if (clientTimezone === null) return null;
  return { clientTimezone, isDST: isDstAt(zoneId, now) };
}
