import { formatSlots } from '../../../time/format-slots';
import { dayOf, isOffered, shortDayName } from './slot-days';

const days = formatSlots(
  {
    slots: [
      { start: '2026-11-23T15:00:00.000Z', end: '2026-11-23T16:00:00.000Z' },
      { start: '2026-11-24T04:30:00.000Z', end: '2026-11-24T05:30:00.000Z' },
      { start: '2026-11-24T15:00:00.000Z', end: '2026-11-24T16:00:00.000Z' },
    ],
  },
  { timezone: 'America/New_York' },
);

describe('slot days', () => {
  it("finds the chosen time's day in the member's zone (23:30 New York is still the 23rd)", () => {
    expect(days.map((day) => day.date)).toEqual(['2026-11-23', '2026-11-24']);
    expect(dayOf(days, '2026-11-24T04:30:00.000Z')).toBe('2026-11-23');
    expect(dayOf(days, '2026-11-24T10:00:00-05:00')).toBe('2026-11-24');
  });

  it('names a day briefly in the interface language', () => {
    expect(shortDayName('2026-11-23', 'en-US')).toBe('Mon, Nov 23');
    expect(shortDayName('2026-11-23', 'pt-PT')).toMatch(/^seg/);
    expect(shortDayName('garbage', 'en-US')).toBe('garbage');
  });

  it('says when a chosen time is not offered, or nothing is chosen', () => {
    expect(isOffered(days, '2026-11-25T15:00:00.000Z')).toBe(false);
    expect(isOffered(days, 'not a date')).toBe(false);
    expect(dayOf(days, undefined)).toBeUndefined();
  });
});
