import { isDstAt, offsetAt, offsetReader, offsetString, zoneOffsets } from './zone-offsets';

const at = (iso: string) => new Date(iso);

describe('offsetAt and isDstAt around the 2026 clock changes', () => {
  it.each([
    ['America/New_York', '2026-03-08T06:59:00Z', -300, false],
    ['America/New_York', '2026-03-08T07:00:00Z', -240, true],
    ['America/New_York', '2026-11-01T05:59:00Z', -240, true],
    ['America/New_York', '2026-11-01T06:00:00Z', -300, false],
    ['Europe/London', '2026-03-29T00:59:00Z', 0, false],
    ['Europe/London', '2026-03-29T01:00:00Z', 60, true],
    ['Europe/London', '2026-10-25T00:59:00Z', 60, true],
    ['Europe/London', '2026-10-25T01:00:00Z', 0, false],
    ['Europe/Dublin', '2026-01-15T12:00:00Z', 0, false],
    ['Europe/Dublin', '2026-07-15T12:00:00Z', 60, true],
    ['Australia/Sydney', '2026-04-04T15:59:00Z', 660, true],
    ['Australia/Sydney', '2026-04-04T16:00:00Z', 600, false],
    ['Australia/Sydney', '2026-10-03T15:59:00Z', 600, false],
    ['Australia/Sydney', '2026-10-03T16:00:00Z', 660, true],
    ['America/St_Johns', '2026-03-08T05:29:00Z', -210, false],
    ['America/St_Johns', '2026-03-08T05:30:00Z', -150, true],
    ['Asia/Kolkata', '2026-07-01T00:00:00Z', 330, false],
    ['Asia/Kathmandu', '2026-07-01T00:00:00Z', 345, false],
    ['Australia/Eucla', '2026-01-01T00:00:00Z', 525, false],
    ['America/Phoenix', '2026-07-01T00:00:00Z', -420, false],
    ['UTC', '2026-07-01T00:00:00Z', 0, false],
  ])('%s at %s: %i minutes, DST %p', (zone, iso, offset, dst) => {
    expect(offsetAt(zone, at(iso))).toBe(offset);
    expect(isDstAt(zone, at(iso))).toBe(dst);
  });

  it('knows nothing of an unknown zone', () => {
    expect(offsetAt('Mars/Olympus_Mons', at('2026-01-01T00:00:00Z'))).toBeNull();
    expect(zoneOffsets('Mars/Olympus_Mons', 2026)).toBeNull();
    expect(isDstAt('Mars/Olympus_Mons', at('2026-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('offsetReader', () => {
  it.each([
    ['America/New_York', Date.UTC(2026, 2, 8, 6, 59), -300],
    ['America/New_York', Date.UTC(2026, 2, 8, 7), -240],
    ['Asia/Calcutta', Date.UTC(2026, 6, 1), 330],
    ['UTC', Date.UTC(2026, 6, 1), 0],
  ])('reads %s at %p as %i, as offsetAt does', (zone, at, expected) => {
    expect(offsetReader(zone)?.(at)).toBe(expected);
    expect(offsetAt(zone, at)).toBe(expected);
  });

  it('is null for an unknown zone', () => {
    expect(offsetReader('Mars/Olympus_Mons')).toBeNull();
  });
});

describe('zoneOffsets', () => {
  it.each([
    ['America/New_York', -300, -240],
    ['Australia/Sydney', 600, 660],
    ['Atlantic/Azores', -60, 0],
    ['Asia/Kolkata', 330, 330],
  ])('%s in 2026: standard %i, DST %i', (zone, utcOffset, dstOffset) => {
    expect(zoneOffsets(zone, 2026)).toEqual({ utcOffset, dstOffset });
  });
});

describe('offsetString', () => {
  it.each([
    [-300, '-05:00'],
    [-210, '-03:30'],
    [-150, '-02:30'],
    [-60, '-01:00'],
    [0, '+00:00'],
    [330, '+05:30'],
    [345, '+05:45'],
    [525, '+08:45'],
    [840, '+14:00'],
    // Local mean time offsets are fractional; like moment, only whole minutes show.
    [-296.0333, '-04:56'],
    [9.35, '+00:09'],
    [-0, '+00:00'],
  ])('%i → %s', (minutes, expected) => {
    expect(offsetString(minutes)).toBe(expected);
  });
});
