import { offeredSlots, withinBookingWindow } from './booking-window';
import type { ClinicianSchedule } from './schedule-slots';

// Saturday 2026-11-21 15:00 UTC; weekdays 09:00–17:00 New York time, hourly.
const now = new Date('2026-11-21T15:00:00Z');
const move: ClinicianSchedule = { id: 7, timezone: 'America/New_York', dayStartMinute: 540, dayEndMinute: 1020, weekdays: [1, 2, 3, 4, 5], slotMinutes: 60 };
const at = (iso: string) => offeredSlots([move], new Date(iso), now);

describe('offeredSlots', () => {
  it('offers a slot on the schedule inside the horizon, with its end', () => {
    expect(at('2026-11-23T14:00:00.000Z')).toEqual([{ clinicianId: 7, start: new Date('2026-11-23T14:00:00.000Z'), end: new Date('2026-11-23T15:00:00.000Z') }]);
    expect(at('2026-12-04T21:00:00.000Z')).toHaveLength(1);
  });

  it.each([
    ['far future', '2199-12-02T14:00:00.000Z'],
    ['the first slot past the horizon', '2026-12-07T14:00:00.000Z'],
    ['past', '2026-11-20T14:00:00.000Z'],
    ['now itself', '2026-11-21T15:00:00.000Z'],
    ['off the hour', '2026-11-24T14:30:00.000Z'],
    ['a weekend', '2026-11-28T14:00:00.000Z'],
    ['after hours', '2026-11-24T22:00:00.000Z'],
    ['not a date', 'nonsense'],
  ])('offers nothing for %s', (_name, iso) => expect(at(iso)).toEqual([]));

  it('offers nothing without clinicians', () => expect(offeredSlots([], new Date('2026-11-23T14:00:00.000Z'), now)).toEqual([]));
});

describe('withinBookingWindow', () => {
  it('cuts a range to the next 14 days', () => {
    expect(withinBookingWindow({ from: new Date('2026-11-01'), to: new Date('2027-01-01') }, now)).toEqual({ from: now, to: new Date('2026-12-05T15:00:00Z') });
  });
  it('leaves an empty range for one wholly outside', () => {
    const cut = withinBookingWindow({ from: new Date('2199-12-01'), to: new Date('2199-12-08') }, now);
    expect(cut.to.getTime() - cut.from.getTime()).toBe(0);
  });
});
