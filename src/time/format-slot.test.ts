import moment from 'moment-timezone';
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

  it.each([
    ['en-US', 'America/New_York', /^9:30\s?–\s?10:00\sAM$/],
    ['es-US', 'America/New_York', /^9:30\s?–\s?10:00\sa\.\sm\.$|^9:30\s?–\s?10:00\sa\.m\.$/],
    ['pt-PT', 'Europe/Lisbon', /^14:30\s?–\s?15:00$/],
    ['en-GB', 'Asia/Kathmandu', /^20:15\s?–\s?20:45$/],
    ['fr-CA', 'America/Toronto', /^0?9 h 30\s(?:–|à)\s10 h 00$/],
  ])('writes the label in %s by Intl, on %s’s wall clock from the product’s zone data', (locale, timezone, label) => {
    const start = { 'America/New_York': '2026-07-15T13:30:00Z', 'America/Toronto': '2026-07-15T13:30:00Z', 'Europe/Lisbon': '2026-07-15T13:30:00Z', 'Asia/Kathmandu': '2026-07-15T14:30:00Z' }[timezone] ?? '';
    const end = new Date(Date.parse(start) + 30 * 60_000);
    expect(formatSlot({ start, end }, timezone, { locale })?.optLabel).toMatch(label);
    expect(formatSlot({ start, end }, timezone, { locale })?.optValue).toBe(formatSlot({ start, end }, timezone)?.optValue);
  });

  it('writes only the start by Intl when asked, and the 12-hour start portion (docs/spec/constants.md#slot-labels) whatever the locale', () => {
    const slot = { start: '2026-07-15T13:30:00Z', end: '2026-07-15T14:00:00Z' };
    expect(formatSlot(slot, 'Europe/Lisbon', { locale: 'pt-PT', startOnly: true })?.optLabel).toBe('14:30');
    expect(formatSlot(slot, 'Europe/Lisbon', { locale: 'pt-PT', startPortionOnly: true })?.optLabel).toBe('2:30');
  });

  it('returns null when the end is before the start', () => {
    expect(formatSlot({ start: '2026-01-01T10:00:00Z', end: '2026-01-01T09:00:00Z' }, 'UTC')).toBeNull();
  });

  it('shows a zone moment-timezone does not know in UTC', () => {
    const slot = { start: '2026-03-08T06:30:00Z', end: '2026-03-08T07:00:00Z' };
    expect(formatSlot(slot, 'Mars/Olympus_Mons')).toEqual(formatSlot(slot, 'UTC'));
  });

  // The reference: how formatSlot used a moment per slot before it read offsets directly.
  it.each([
    'America/New_York', 'America/St_Johns', 'America/Sao_Paulo', 'America/Santiago', 'Europe/London', 'Europe/Dublin',
    'Africa/Casablanca', 'Asia/Tehran', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'Pacific/Chatham', 'Pacific/Apia', 'UTC',
  ])('agrees with moment-timezone in %s, every 331 minutes through 2025–2027 and at each change', (timezone) => {
    const zone = moment.tz.zone(timezone);
    const changes = (zone?.untils ?? []).filter((until) => until >= Date.UTC(2025, 0, 1) && until < Date.UTC(2028, 0, 1));
    const sampled = Array.from({ length: 4_800 }, (_, i) => Date.UTC(2025, 0, 1) + i * 331 * 60_000);
    const starts = [...sampled, ...changes.flatMap((at) => [at - 1, at])];
    const mismatches = starts.filter((startAt) => {
      const endAt = startAt + 45 * 60_000;
      const start = moment.tz(startAt, timezone).locale('en');
      const end = moment.tz(endAt, timezone).locale('en');
      const option = formatSlot({ start: new Date(startAt), end: new Date(endAt) }, timezone, { clock: '24' });
      return (
        option?.date !== start.format('YYYY-MM-DDTHH:mm:ssZ') ||
        option.optValue !== start.format('HHmm') ||
        option.optLabel !== `${start.format('HH:mm')} - ${end.format('HH:mm')}`
      );
    });
    expect(mismatches.map((at) => new Date(at).toISOString())).toEqual([]);
  });
});

describe('slotInstant', () => {
  it.each<[unknown, number | null]>([
    ['2026-03-08T06:30:00Z', Date.UTC(2026, 2, 8, 6, 30)],
    ['2026-03-08T06:30:00.250Z', Date.UTC(2026, 2, 8, 6, 30, 0, 250)],
    ['2026-03-08T01:30:00-05:00', Date.UTC(2026, 2, 8, 6, 30)],
    ['2026-03-08T06:30:00', Date.UTC(2026, 2, 8, 6, 30)],
    [new Date(Date.UTC(2026, 2, 8, 6, 30)), Date.UTC(2026, 2, 8, 6, 30)],
    // Rarer ISO-8601 forms go through moment's strict parser.
    ['20260308T063000Z', Date.UTC(2026, 2, 8, 6, 30)],
    ['2026-03-08T24:00:00Z', Date.UTC(2026, 2, 9)],
    ['2026-03-08T06:30:00.5Z', Date.UTC(2026, 2, 8, 6, 30, 0, 500)],
    ['2026-03-08', Date.UTC(2026, 2, 8)],
    ['2026-02-29T00:00:00Z', null],
    ['2026-03-08T06:30:00+14:30', null],
    ['March 8 2026', null],
    ['', null],
    [new Date(Number.NaN), null],
    [1772951400000, null],
    [undefined, null],
  ])('%p → %p', (value, expected) => {
    expect(slotInstant(value)).toBe(expected);
  });
});
