import { clientTimeZoneReport } from './client-time-zone';
import { offsetReader } from './zone-offsets';

/** The browser's offset in `zoneId` as Date#getTimezoneOffset would give it there, read from moment-timezone's data. */
function browserIn(zoneId: string) {
  const read = offsetReader(zoneId);
  if (!read) throw new Error(`unknown zone ${zoneId}`);
  return (at: Date) => -read(at.getTime());
}

describe('clientTimeZoneReport', () => {
  it.each([
    ['America/New_York', '2026-01-15T12:00:00Z', -300, false],
    ['America/New_York', '2026-03-08T06:59:00Z', -300, false],
    ['America/New_York', '2026-03-08T07:00:00Z', -240, true],
    ['America/New_York', '2026-11-01T06:00:00Z', -300, false],
    ['Europe/London', '2026-03-29T01:00:00Z', 60, true],
    ['Europe/London', '2026-10-25T01:00:00Z', 0, false],
    ['Europe/Dublin', '2026-07-15T12:00:00Z', 60, true],
    ['Australia/Sydney', '2026-01-15T12:00:00Z', 660, true],
    ['Australia/Sydney', '2026-04-04T16:00:00Z', 600, false],
    ['Australia/Sydney', '2026-10-03T16:00:00Z', 660, true],
    ['America/St_Johns', '2026-07-15T12:00:00Z', -150, true],
    ['Asia/Kolkata', '2026-07-15T12:00:00Z', 330, false],
    ['Asia/Kathmandu', '2026-07-15T12:00:00Z', 345, false],
    ['America/Phoenix', '2026-07-15T12:00:00Z', -420, false],
    ['Etc/UTC', '2026-07-15T12:00:00Z', 0, false],
  ])('%s at %s → %i, DST %p', (zoneId, iso, clientTimezone, isDST) => {
    expect(clientTimeZoneReport(new Date(iso), browserIn(zoneId))).toEqual({ clientTimezone, isDST });
  });

  it('reads the browser clock by default: the offset Date reports, sign inverted', () => {
    const now = new Date('2026-07-15T12:00:00Z');
    expect(clientTimeZoneReport(now).clientTimezone).toBe(-now.getTimezoneOffset() || 0);
  });
});
