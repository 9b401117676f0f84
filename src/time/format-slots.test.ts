import { formatSlots } from './format-slots';
import { recordingLogger } from '../../test/support/recording-logger';

// zone, slot start (UTC), slot end (UTC), local day, optValue, 12-hour label, 24-hour label, 12-hour start-only label
type Row = [string, string, string, string, string, string, string, string];

const DST_ROWS: Row[] = [
  // New York, spring forward 2026-03-08 02:00 EST → 03:00 EDT (07:00Z)
  ['America/New_York', '2026-03-08T04:30:00Z', '2026-03-08T05:00:00Z', '2026-03-07', '2330', '11:30 - 12:00 am', '23:30 - 00:00', '11:30 pm'],
  ['America/New_York', '2026-03-08T06:30:00Z', '2026-03-08T07:00:00Z', '2026-03-08', '0130', '1:30 - 3:00 am', '01:30 - 03:00', '1:30 am'],
  ['America/New_York', '2026-03-08T07:00:00Z', '2026-03-08T07:30:00Z', '2026-03-08', '0300', '3:00 - 3:30 am', '03:00 - 03:30', '3:00 am'],
  ['America/New_York', '2026-03-08T23:30:00Z', '2026-03-09T00:00:00Z', '2026-03-08', '1930', '7:30 - 8:00 pm', '19:30 - 20:00', '7:30 pm'],
  // New York, fall back 2026-11-01 02:00 EDT → 01:00 EST (06:00Z): 01:00–02:00 happens twice
  ['America/New_York', '2026-11-01T05:00:00Z', '2026-11-01T05:30:00Z', '2026-11-01', '0100', '1:00 - 1:30 am', '01:00 - 01:30', '1:00 am'],
  ['America/New_York', '2026-11-01T05:30:00Z', '2026-11-01T06:00:00Z', '2026-11-01', '0130', '1:30 - 1:00 am', '01:30 - 01:00', '1:30 am'],
  ['America/New_York', '2026-11-01T06:00:00Z', '2026-11-01T06:30:00Z', '2026-11-01', '0100', '1:00 - 1:30 am', '01:00 - 01:30', '1:00 am'],
  ['America/New_York', '2026-11-01T23:30:00Z', '2026-11-02T00:00:00Z', '2026-11-01', '1830', '6:30 - 7:00 pm', '18:30 - 19:00', '6:30 pm'],
  // London, spring forward 2026-03-29 01:00 GMT → 02:00 BST (01:00Z)
  ['Europe/London', '2026-03-28T23:30:00Z', '2026-03-29T00:00:00Z', '2026-03-28', '2330', '11:30 - 12:00 am', '23:30 - 00:00', '11:30 pm'],
  ['Europe/London', '2026-03-29T00:30:00Z', '2026-03-29T01:00:00Z', '2026-03-29', '0030', '12:30 - 2:00 am', '00:30 - 02:00', '12:30 am'],
  ['Europe/London', '2026-03-29T01:00:00Z', '2026-03-29T01:30:00Z', '2026-03-29', '0200', '2:00 - 2:30 am', '02:00 - 02:30', '2:00 am'],
  ['Europe/London', '2026-03-29T23:30:00Z', '2026-03-30T00:00:00Z', '2026-03-30', '0030', '12:30 - 1:00 am', '00:30 - 01:00', '12:30 am'],
  // London, fall back 2026-10-25 02:00 BST → 01:00 GMT (01:00Z)
  ['Europe/London', '2026-10-24T23:30:00Z', '2026-10-25T00:00:00Z', '2026-10-25', '0030', '12:30 - 1:00 am', '00:30 - 01:00', '12:30 am'],
  ['Europe/London', '2026-10-25T00:30:00Z', '2026-10-25T01:00:00Z', '2026-10-25', '0130', '1:30 - 1:00 am', '01:30 - 01:00', '1:30 am'],
  ['Europe/London', '2026-10-25T01:30:00Z', '2026-10-25T02:00:00Z', '2026-10-25', '0130', '1:30 - 2:00 am', '01:30 - 02:00', '1:30 am'],
  ['Europe/London', '2026-10-25T23:30:00Z', '2026-10-26T00:00:00Z', '2026-10-25', '2330', '11:30 - 12:00 am', '23:30 - 00:00', '11:30 pm'],
  // Sydney, fall back 2026-04-05 03:00 AEDT → 02:00 AEST (2026-04-04 16:00Z)
  ['Australia/Sydney', '2026-04-04T12:30:00Z', '2026-04-04T13:00:00Z', '2026-04-04', '2330', '11:30 - 12:00 am', '23:30 - 00:00', '11:30 pm'],
  ['Australia/Sydney', '2026-04-04T15:30:00Z', '2026-04-04T16:00:00Z', '2026-04-05', '0230', '2:30 - 2:00 am', '02:30 - 02:00', '2:30 am'],
  ['Australia/Sydney', '2026-04-04T16:30:00Z', '2026-04-04T17:00:00Z', '2026-04-05', '0230', '2:30 - 3:00 am', '02:30 - 03:00', '2:30 am'],
  ['Australia/Sydney', '2026-04-04T23:30:00Z', '2026-04-05T00:00:00Z', '2026-04-05', '0930', '9:30 - 10:00 am', '09:30 - 10:00', '9:30 am'],
  ['Australia/Sydney', '2026-04-05T13:30:00Z', '2026-04-05T14:00:00Z', '2026-04-05', '2330', '11:30 - 12:00 am', '23:30 - 00:00', '11:30 pm'],
  // Sydney, spring forward 2026-10-04 02:00 AEST → 03:00 AEDT (2026-10-03 16:00Z)
  ['Australia/Sydney', '2026-10-03T15:30:00Z', '2026-10-03T16:00:00Z', '2026-10-04', '0130', '1:30 - 3:00 am', '01:30 - 03:00', '1:30 am'],
  ['Australia/Sydney', '2026-10-03T16:00:00Z', '2026-10-03T16:30:00Z', '2026-10-04', '0300', '3:00 - 3:30 am', '03:00 - 03:30', '3:00 am'],
  ['Australia/Sydney', '2026-10-03T23:30:00Z', '2026-10-04T00:00:00Z', '2026-10-04', '1030', '10:30 - 11:00 am', '10:30 - 11:00', '10:30 am'],
  // Kolkata, +05:30 all year
  ['Asia/Kolkata', '2026-03-08T18:00:00Z', '2026-03-08T18:30:00Z', '2026-03-08', '2330', '11:30 - 12:00 am', '23:30 - 00:00', '11:30 pm'],
  ['Asia/Kolkata', '2026-03-08T18:30:00Z', '2026-03-08T19:00:00Z', '2026-03-09', '0000', '12:00 - 12:30 am', '00:00 - 00:30', '12:00 am'],
  ['Asia/Kolkata', '2026-03-08T23:30:00Z', '2026-03-09T00:00:00Z', '2026-03-09', '0500', '5:00 - 5:30 am', '05:00 - 05:30', '5:00 am'],
  // St John's, -03:30 standard, -02:30 from 2026-03-08 02:00 NST (05:30Z)
  ['America/St_Johns', '2026-01-15T02:00:00Z', '2026-01-15T02:30:00Z', '2026-01-14', '2230', '10:30 - 11:00 pm', '22:30 - 23:00', '10:30 pm'],
  ['America/St_Johns', '2026-03-08T05:00:00Z', '2026-03-08T05:30:00Z', '2026-03-08', '0130', '1:30 - 3:00 am', '01:30 - 03:00', '1:30 am'],
  ['America/St_Johns', '2026-03-08T23:30:00Z', '2026-03-09T00:00:00Z', '2026-03-08', '2100', '9:00 - 9:30 pm', '21:00 - 21:30', '9:00 pm'],
  // Kathmandu, +05:45 all year
  ['Asia/Kathmandu', '2026-03-08T18:00:00Z', '2026-03-08T18:30:00Z', '2026-03-08', '2345', '11:45 - 12:15 am', '23:45 - 00:15', '11:45 pm'],
  ['Asia/Kathmandu', '2026-03-08T18:15:00Z', '2026-03-08T18:45:00Z', '2026-03-09', '0000', '12:00 - 12:30 am', '00:00 - 00:30', '12:00 am'],
  ['Asia/Kathmandu', '2026-03-08T23:30:00Z', '2026-03-09T00:00:00Z', '2026-03-09', '0515', '5:15 - 5:45 am', '05:15 - 05:45', '5:15 am'],
];

describe('formatSlots across clock changes and odd offsets', () => {
  it.each(DST_ROWS)('%s %s → %s %s "%s"', (timezone, start, end, day, optValue, label12, label24, labelStart) => {
    const input = { slots: [{ start, end }] };
    const expected = (optLabel: string) => [{ date: day, timeSlots: [{ optValue, optLabel, originalDate: start }] }];
    expect(formatSlots(input, { timezone }, recordingLogger())).toEqual(expected(label12));
    expect(formatSlots(input, { timezone, clock: '24' }, recordingLogger())).toEqual(expected(label24));
    expect(formatSlots(input, { timezone, startOnly: true }, recordingLogger())).toEqual(expected(labelStart));
    expect(formatSlots(input, { timezone, startPortionOnly: true }, recordingLogger())).toEqual(
      expected(label12.split(' - ')[0]),
    );
  });

  // Rows whose local start time another row of the same zone repeats after the clocks went back.
  const REPEATED: Record<string, string> = {
    'America/New_York 2026-11-01T05:00:00Z': ' (UTC-04:00)',
    'America/New_York 2026-11-01T06:00:00Z': ' (UTC-05:00)',
    'Europe/London 2026-10-25T00:30:00Z': ' (UTC+01:00)',
    'Europe/London 2026-10-25T01:30:00Z': ' (UTC+00:00)',
    'Australia/Sydney 2026-04-04T15:30:00Z': ' (UTC+11:00)',
    'Australia/Sydney 2026-04-04T16:30:00Z': ' (UTC+10:00)',
  };
  it.each(['America/New_York', 'Europe/London', 'Australia/Sydney', 'Asia/Kolkata', 'America/St_Johns', 'Asia/Kathmandu'])(
    'groups all %s rows by local day, in start order, from shuffled input',
    (zone) => {
      const rows = DST_ROWS.filter(([timezone]) => timezone === zone);
      const slots = [...rows].reverse().map(([, start, end]) => ({ start, end }));
      const expected: { date: string; timeSlots: { optValue: string; optLabel: string; originalDate: string }[] }[] = [];
      for (const [, start, , day, optValue, label12] of rows) {
        const last = expected[expected.length - 1];
        const slot = { optValue, optLabel: `${label12}${REPEATED[`${zone} ${start}`] ?? ''}`, originalDate: start };
        if (last && last.date === day) last.timeSlots.push(slot);
        else expected.push({ date: day, timeSlots: [slot] });
      }
      expect(formatSlots({ slots }, { timezone: zone }, recordingLogger())).toEqual(expected);
    },
  );
});

describe('formatSlots input handling', () => {
  it.each([[undefined], [null], [{}], [{ slots: null }], [{ slots: 'x' }], [{ slots: { start: 'a' } }]])(
    'warns and returns [] when slots are missing or not a list: %p',
    (input) => {
      const logger = recordingLogger();
      expect(formatSlots(input as never, { timezone: 'UTC' }, logger)).toEqual([]);
      expect(logger.warnings).toEqual(['formatSlots - slots are invalid']);
    },
  );

  it('returns [] without a warning for an empty list', () => {
    const logger = recordingLogger();
    expect(formatSlots({ slots: [] }, { timezone: 'UTC' }, logger)).toEqual([]);
    expect(logger.warnings).toEqual([]);
  });

  it('warns and returns [] for a time zone moment-timezone does not know', () => {
    const logger = recordingLogger();
    const slots = [{ start: '2026-03-08T10:00:00Z', end: '2026-03-08T10:30:00Z' }];
    expect(formatSlots({ slots }, { timezone: 'Mars/Olympus_Mons' }, logger)).toEqual([]);
    expect(logger.warnings).toEqual(['formatSlots - timezone is invalid']);
  });

  it('skips unusable slots with a warning each and keeps the rest', () => {
    const logger = recordingLogger();
    const good = { start: '2026-03-08T10:00:00Z', end: '2026-03-08T10:30:00Z' };
    const slots = [
      { start: 'not a date', end: '2026-03-08T10:30:00Z' },
      good,
      { start: '2026-03-08T11:00:00Z', end: '2026-03-08T10:30:00Z' },
      { start: new Date(Number.NaN), end: new Date(0) },
      null,
      { start: '2026-03-08T11:00:00Z' },
    ];
    expect(formatSlots({ slots } as never, { timezone: 'UTC' }, logger)).toEqual([
      { date: '2026-03-08', timeSlots: [{ optValue: '1000', optLabel: '10:00 - 10:30 am', originalDate: good.start }] },
    ]);
    expect(logger.warnings).toEqual(Array(5).fill('formatSlots - invalid slot skipped'));
  });

  it('accepts Date objects and offset strings, keeps the raw start, and reads offset-less strings as UTC', () => {
    const asDate = new Date(Date.UTC(2026, 5, 1, 14, 0));
    const slots = [
      { start: '2026-06-01T15:00:00', end: '2026-06-01T15:30:00' },
      { start: asDate, end: new Date(Date.UTC(2026, 5, 1, 14, 30)) },
      { start: '2026-06-01T09:30:00-04:00', end: '2026-06-01T10:00:00-04:00' },
    ];
    expect(formatSlots({ slots }, { timezone: 'America/Chicago' }, recordingLogger())).toEqual([
      {
        date: '2026-06-01',
        timeSlots: [
          { optValue: '0830', optLabel: '8:30 - 9:00 am', originalDate: '2026-06-01T09:30:00-04:00' },
          { optValue: '0900', optLabel: '9:00 - 9:30 am', originalDate: asDate },
          { optValue: '1000', optLabel: '10:00 - 10:30 am', originalDate: '2026-06-01T15:00:00' },
        ],
      },
    ]);
  });
});

describe('formatSlots on a fall-back day', () => {
  // Every half hour from 00:00 EDT to 03:00 EST on 2026-11-01 in New York: 01:00 and 01:30 happen twice.
  const slots = Array.from({ length: 8 }, (_, i) => {
    const start = Date.parse('2026-11-01T04:00:00Z') + i * 1_800_000;
    return { start: new Date(start).toISOString(), end: new Date(start + 1_800_000).toISOString() };
  });
  const styles = [{}, { clock: '24' as const }, { startOnly: true }, { startPortionOnly: true }, { clock: '24' as const, startOnly: true }];

  it.each(styles)('labels every option apart in style %j', (style) => {
    const [day] = formatSlots({ slots }, { timezone: 'America/New_York', ...style }, recordingLogger());
    const labels = day?.timeSlots.map((slot) => slot.optLabel) ?? [];
    expect(labels).toHaveLength(8);
    expect(new Set(labels).size).toBe(8);
  });

  it('adds the UTC offset to both 01:30s and only to them', () => {
    const [day] = formatSlots({ slots }, { timezone: 'America/New_York' }, recordingLogger());
    expect(day?.timeSlots.map((slot) => slot.optLabel)).toEqual([
      '12:00 - 12:30 am',
      '12:30 - 1:00 am',
      '1:00 - 1:30 am (UTC-04:00)',
      '1:30 - 1:00 am (UTC-04:00)',
      '1:00 - 1:30 am (UTC-05:00)',
      '1:30 - 2:00 am (UTC-05:00)',
      '2:00 - 2:30 am',
      '2:30 - 3:00 am',
    ]);
    const [day24] = formatSlots({ slots }, { timezone: 'America/New_York', clock: '24' }, recordingLogger());
    expect(day24?.timeSlots[3]?.optLabel).toBe('01:30 - 01:00 (UTC-04:00)');
    expect(day24?.timeSlots[5]?.optLabel).toBe('01:30 - 02:00 (UTC-05:00)');
  });
});
