import moment from 'moment-timezone';
import { isoDate, isoWithOffset, localDateTime } from './local-date-time';

describe('localDateTime', () => {
  it.each([
    [Date.UTC(2026, 2, 8, 6, 30), -300, { year: 2026, month: 3, day: 8, hours: 1, minutes: 30, seconds: 0 }],
    [Date.UTC(2026, 2, 8, 4, 30), -300, { year: 2026, month: 3, day: 7, hours: 23, minutes: 30, seconds: 0 }],
    [Date.UTC(2026, 2, 8, 18, 15, 9), 345, { year: 2026, month: 3, day: 9, hours: 0, minutes: 0, seconds: 9 }],
    [Date.UTC(2024, 1, 28, 23), 60, { year: 2024, month: 2, day: 29, hours: 0, minutes: 0, seconds: 0 }],
    [Date.UTC(2026, 11, 31, 23), 60, { year: 2027, month: 1, day: 1, hours: 0, minutes: 0, seconds: 0 }],
    [Date.UTC(1970, 0, 1), -1, { year: 1969, month: 12, day: 31, hours: 23, minutes: 59, seconds: 0 }],
    [0, 0, { year: 1970, month: 1, day: 1, hours: 0, minutes: 0, seconds: 0, dayNumber: 0 }],
  ])('%p at %p minutes east → %p', (at, offset, expected) => {
    expect(localDateTime(at, offset)).toMatchObject(expected);
  });

  it('agrees with Date over its whole range, and numbers equal dates equally', () => {
    for (let at = -8.64e15; at <= 8.64e15; at += 8.64e15 / 5000 + 12_345_678) {
      const date = new Date(at);
      const local = localDateTime(at, 0);
      expect([local.year, local.month, local.day, local.hours, local.minutes, local.seconds]).toEqual([
        date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds(),
      ]);
      expect(local.dayNumber).toBe(Math.floor(at / 86_400_000));
    }
  });
});

describe('isoDate and isoWithOffset, as moment formats them', () => {
  it.each([
    ['America/New_York', Date.UTC(2026, 2, 8, 6, 30)],
    ['America/New_York', Date.UTC(2026, 2, 8, 7, 0)],
    ['Asia/Kathmandu', Date.UTC(2026, 2, 8, 18, 15)],
    ['America/St_Johns', Date.UTC(2026, 6, 1, 2, 30, 59)],
    // Local mean time: fractional offsets of minutes, shown truncated
    ['America/New_York', Date.UTC(1880, 0, 1, 12, 0, 5)],
    ['Europe/Paris', Date.UTC(1890, 5, 1)],
    ['Asia/Kolkata', Date.UTC(1900, 0, 1)],
    // Years outside 1000–9999
    ['UTC', Date.UTC(2026, 0, 1) - 2028 * 365.2425 * 86_400_000],
    ['UTC', 8.64e15],
  ])('%s at %p', (zoneId, at) => {
    const offset = -(moment.tz.zone(zoneId)?.utcOffset(at) ?? 0) || 0;
    const expected = moment.tz(at, zoneId).locale('en');
    expect(isoWithOffset(localDateTime(at, offset), offset)).toBe(expected.format('YYYY-MM-DDTHH:mm:ssZ'));
    expect(isoDate(localDateTime(at, offset))).toBe(expected.format('YYYY-MM-DD'));
  });
});
