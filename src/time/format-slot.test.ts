import { formatSlot, slotInstant } from './format-slot';

describe('formatSlot', () => {
  it.each([
    ['America/New_York', '2026-03-08T06:30:00Z', '2026-03-08T01:30:00-05:00', '0130'],
    ['America/New_York', '2026-03-08T07:00:00Z', '2026-03-08T03:00:00-04:00', '0300'],
    ['Europe/London', '2026-10-25T00:30:00Z', '2026-10-25T01:30:00+01:00', '0130'],
    ['Europe/London', '2026-10-25T01:30:00Z', '2026-10-25T01:30:00+00:00', '0130'],
    ['Australia/Sydney', '2026-04-04T15:30:00Z', '2026-04-05T02:30:00+11:00', '0230'],
    ['Asia/Kathmandu', '2026-03-08T23:30:00Z', '2026-03-09T05:15:00+05:45', '0515'],
  ])('in %s, %s starts at %s (%s)', (timezone, start, date, optValue) => {
    const end = new Date(Date.parse(start) + 30 * 60_000);
    expect(formatSlot({ start, end }, timezone)).toMatchObject({ date, optValue, originalDate: start });
  });

  it('returns null when the end is before the start', () => {
    expect(formatSlot({ start: '2026-01-01T10:00:00Z', end: '2026-01-01T09:00:00Z' }, 'UTC')).toBeNull();
  });
});

describe('slotInstant', () => {
  it.each<[unknown, number | null]>([
    ['2026-03-08T06:30:00Z', Date.UTC(2026, 2, 8, 6, 30)],
    ['2026-03-08T06:30:00.250Z', Date.UTC(2026, 2, 8, 6, 30, 0, 250)],
    ['2026-03-08T01:30:00-05:00', Date.UTC(2026, 2, 8, 6, 30)],
    ['2026-03-08T06:30:00', Date.UTC(2026, 2, 8, 6, 30)],
    [new Date(Date.UTC(2026, 2, 8, 6, 30)), Date.UTC(2026, 2, 8, 6, 30)],
    ['March 8 2026', null],
    ['', null],
    [new Date(Number.NaN), null],
    [1772951400000, null],
    [undefined, null],
  ])('%p → %p', (value, expected) => {
    expect(slotInstant(value)).toBe(expected);
  });
});
