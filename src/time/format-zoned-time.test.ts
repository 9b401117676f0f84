import moment from 'moment-timezone';
import { formatZonedTime } from './format-zoned-time';

// Intl writes narrow and thin no-break spaces; the reader sees spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');
const format = (...args: Parameters<typeof formatZonedTime>) => plain(formatZonedTime(...args));

describe('formatZonedTime', () => {
  it('names the zone by abbreviation and city, on the zone’s own wall clock', () => {
    expect(format('2026-07-15T14:00:00Z', 'America/Phoenix', 'en-US')).toBe('Jul 15, 2026, 7:00 AM MST (Phoenix)');
    expect(format('2026-07-15T14:00:00Z', 'America/New_York', 'en-US', { date: 'none' })).toBe('10:00 AM EDT (New York)');
    expect(format(Date.parse('2026-01-15T14:00:00Z'), 'America/New_York', 'en-US', { date: 'none' })).toBe('9:00 AM EST (New York)');
  });

  it('writes a range once, with the date in full', () => {
    expect(format('2026-07-15T14:00:00Z', 'America/Phoenix', 'en-US', { date: 'long', end: '2026-07-15T15:00:00Z' })).toBe('Wednesday, July 15, 2026, 7:00 – 8:00 AM MST (Phoenix)');
  });

  it.each([
    ['en-US', 'Jul 15, 2026, 7:00 AM MST (Phoenix)'],
    ['es-US', '15 jul 2026, 7:00 a.m. MST (Phoenix)'],
    ['pt-PT', '15/07/2026, 07:00 MST (Phoenix)'],
    ['fr-CA', '15 juill. 2026, 07 h 00 MST (Phoenix)'],
    ['en-GB', '15 Jul 2026, 07:00 MST (Phoenix)'],
  ])('in %s follows the locale’s own pattern and clock: %s', (locale, expected) => {
    expect(format('2026-07-15T14:00:00Z', 'America/Phoenix', locale)).toBe(expected);
  });

  it.each([
    // Zones whose tzdata abbreviation is numeric read as the locale's GMT offset, half and quarter hours included.
    ['2026-07-15T14:00:00Z', 'Asia/Kathmandu', 'en-US', 'Jul 15, 2026, 7:45 PM GMT+5:45 (Kathmandu)'],
    ['2026-07-15T14:00:00Z', 'Asia/Kathmandu', 'fr-CA', '15 juill. 2026, 19 h 45 UTC+5:45 (Kathmandu)'],
    ['2026-07-15T14:00:00Z', 'America/Sao_Paulo', 'pt-PT', '15/07/2026, 11:00 GMT-3 (Sao Paulo)'],
    // Lord Howe moves its clocks by 30 minutes: +10:30 in the southern winter, +11 in summer.
    ['2026-07-15T14:00:00Z', 'Australia/Lord_Howe', 'en-GB', '16 Jul 2026, 00:30 GMT+10:30 (Lord Howe)'],
    ['2026-01-15T14:00:00Z', 'Australia/Lord_Howe', 'en-GB', '16 Jan 2026, 01:00 GMT+11 (Lord Howe)'],
    ['2026-07-15T14:00:00Z', 'UTC', 'en-US', 'Jul 15, 2026, 2:00 PM UTC'],
  ])('%s in %s (%s) → %s', (at, zone, locale, expected) => {
    expect(format(at, zone, locale)).toBe(expected);
  });

  it.each([
    // Havana's clocks jump from midnight to 1:00: the minute before and the minute after.
    ['2026-03-08T04:59:00Z', 'America/Havana', '7 mar 2026, 11:59 p.m. CST (Havana)'],
    ['2026-03-08T05:00:00Z', 'America/Havana', '8 mar 2026, 1:00 a.m. CDT (Havana)'],
    ['2026-03-08T06:59:00Z', 'America/New_York', '8 mar 2026, 1:59 a.m. EST (New York)'],
    ['2026-03-08T07:00:00Z', 'America/New_York', '8 mar 2026, 3:00 a.m. EDT (New York)'],
  ])('across a spring-forward edge %s in %s → %s', (at, zone, expected) => {
    expect(format(at, zone, 'es-US')).toBe(expected);
  });

  it('names both offsets of a range across the autumn change, so it never reads backwards', () => {
    expect(format('2026-11-01T05:30:00Z', 'America/New_York', 'en-US', { end: '2026-11-01T06:15:00Z' })).toBe('Nov 1, 2026, 1:30 AM EDT – 1:15 AM EST (New York)');
  });

  it('takes the wall time from the product’s zone data, not the engine’s', () => {
    // A zone only the product's data knows (as after a tzdata update the browser has not had) still reads right.
    moment.tz.add('Test/Product_Only|MST|70|0||');
    expect(() => new Intl.DateTimeFormat('en-US', { timeZone: 'Test/Product_Only' })).toThrow(RangeError);
    expect(format('2026-07-15T14:00:00Z', 'Test/Product_Only', 'en-US', { date: 'none' })).toBe('7:00 AM MST (Product Only)');
  });

  it('writes a zone its data does not know as UTC, without a city', () => {
    expect(format('2026-07-15T14:00:00Z', 'Mars/Olympus_Mons', 'fr-CA')).toBe('15 juill. 2026, 14 h 00 UTC');
  });

  it.each([['nonsense'], [''], [Number.NaN], [new Date(Number.NaN)]])('gives "" for %p', (at) => {
    expect(formatZonedTime(at, 'America/Phoenix', 'en-US')).toBe('');
  });

  it('gives "" for an instant whose wall time falls outside the dates a Date can hold', () => {
    expect(formatZonedTime(8.64e15, 'Asia/Kathmandu', 'en-US')).toBe('');
    expect(formatZonedTime(-8.64e15, 'America/Phoenix', 'en-US')).toBe('');
  });

  it.each([['__proto__'], ['constructor'], ['x'.repeat(10_000)], ['../../etc/passwd']])('writes a hostile zone id %# as UTC', (zone) => {
    expect(format('2026-07-15T14:00:00Z', zone, 'en-US', { date: 'none' })).toBe('2:00 PM UTC');
  });

  it('gives "" for a range that ends before it starts or ends at no time', () => {
    expect(formatZonedTime('2026-07-15T14:00:00Z', 'America/Phoenix', 'en-US', { end: '2026-07-15T13:00:00Z' })).toBe('');
    expect(formatZonedTime('2026-07-15T14:00:00Z', 'America/Phoenix', 'en-US', { end: 'later' })).toBe('');
  });

  it('falls back to the closest interface language, then en-US', () => {
    expect(format('2026-07-15T14:00:00Z', 'America/Phoenix', 'fr')).toBe('15 juill. 2026, 07 h 00 MST (Phoenix)');
    expect(format('2026-07-15T14:00:00Z', 'America/Phoenix', 'xx-YY')).toBe('Jul 15, 2026, 7:00 AM MST (Phoenix)');
  });
});
