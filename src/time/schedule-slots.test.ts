import { clinicianSlots, scheduleSlots, type ClinicianSchedule } from './schedule-slots';

const nine2five = (id: number, timezone: string, slotMinutes = 60): ClinicianSchedule => ({ id, timezone, dayStartMinute: 540, dayEndMinute: 1020, weekdays: [1, 2, 3, 4, 5], slotMinutes });

describe('clinicianSlots', () => {
  it('cuts a working day into whole slots in the clinician zone', () => {
    const slots = clinicianSlots(nine2five(1, 'America/New_York'), new Date('2026-11-23T00:00:00Z'), new Date('2026-11-24T00:00:00Z'));
    expect(slots.map((s) => s.start.toISOString())).toEqual(Array.from({ length: 8 }, (_, i) => `2026-11-23T${String(14 + i).padStart(2, '0')}:00:00.000Z`));
    expect(slots[7].end.toISOString()).toBe('2026-11-23T22:00:00.000Z');
  });

  it.each([
    ['America/New_York', '2026-03-06T14:00:00.000Z', '2026-03-09T13:00:00.000Z'],
    ['Europe/London', '2026-03-27T09:00:00.000Z', '2026-03-30T08:00:00.000Z'],
    ['Australia/Sydney', '2026-04-02T22:00:00.000Z', '2026-04-05T23:00:00.000Z'],
  ])('keeps 09:00 local across the clock change in %s', (zone, before, after) => {
    const slots = clinicianSlots({ ...nine2five(1, zone), weekdays: [1, 2, 3, 4, 5, 6, 7] }, new Date(before), new Date(Date.parse(after) + 1));
    const starts = slots.map((s) => s.start.toISOString());
    expect(starts[0]).toBe(before);
    expect(starts[starts.length - 1]).toBe(after);
  });

  it('skips days off and honours half-hour slots', () => {
    const saturday = clinicianSlots(nine2five(1, 'Europe/Lisbon'), new Date('2026-11-21T00:00:00Z'), new Date('2026-11-22T00:00:00Z'));
    expect(saturday).toEqual([]);
    expect(clinicianSlots(nine2five(1, 'Europe/Lisbon', 30), new Date('2026-11-23T00:00:00Z'), new Date('2026-11-24T00:00:00Z'))).toHaveLength(16);
  });
});

describe('scheduleSlots', () => {
  const range = { from: new Date('2026-11-23T00:00:00Z'), to: new Date('2026-11-24T00:00:00Z'), now: new Date('2026-11-23T15:30:00Z') };

  it('merges clinicians by start, drops past and held slots', () => {
    const slots = scheduleSlots([nine2five(1, 'America/New_York'), nine2five(2, 'America/New_York')], range, [{ clinicianId: 1, start: new Date('2026-11-23T16:00:00Z') }]);
    expect(slots[0]).toEqual({ start: '2026-11-23T16:00:00.000Z', end: '2026-11-23T17:00:00.000Z', clinicianIds: [2] });
    expect(slots[1].clinicianIds).toEqual([1, 2]);
    expect(slots).toHaveLength(6);
  });

  it('has no slot when every clinician is held', () => {
    const busy = [1, 2].map((clinicianId) => ({ clinicianId, start: new Date('2026-11-23T21:00:00Z') }));
    const starts = scheduleSlots([nine2five(1, 'America/New_York'), nine2five(2, 'America/New_York')], range, busy).map((s) => s.start);
    expect(starts).not.toContain('2026-11-23T21:00:00.000Z');
  });
});
