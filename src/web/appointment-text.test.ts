import { appointmentText } from './appointment-text';

const slot = { start: '2026-11-23T15:00:00.000Z', end: '2026-11-23T16:00:00.000Z' };

describe('appointmentText', () => {
  it("shows the appointment in the member's zone and language", () => {
    expect(appointmentText(slot, 'America/New_York', 'en-US')).toEqual({ date: 'Monday, November 23, 2026', time: '10:00 - 11:00 am', zone: 'Eastern Standard Time' });
    const fr = appointmentText(slot, 'America/New_York', 'fr-CA');
    expect(fr?.date).toBe('lundi 23 novembre 2026');
    expect(fr?.time).toBe('10:00 - 11:00');
    expect(fr?.zone).toMatch(/heure normale de l’Est/i);
  });

  it('moves to the next day where the zone is ahead', () => {
    expect(appointmentText({ start: '2026-11-23T23:30:00.000Z', end: '2026-11-24T00:30:00.000Z' }, 'Europe/Lisbon', 'pt-PT')?.time).toBe('23:30 - 00:30');
    expect(appointmentText({ start: '2026-11-23T23:30:00.000Z', end: '2026-11-24T00:30:00.000Z' }, 'Asia/Tokyo', 'en-US')?.date).toBe('Tuesday, November 24, 2026');
  });

  it('refuses an unusable slot and falls back to UTC without a zone', () => {
    expect(appointmentText({ start: 'tomorrow', end: 'later' }, 'America/New_York', 'en-US')).toBeUndefined();
    expect(appointmentText(slot, undefined, 'en-US')?.time).toBe('3:00 - 4:00 pm');
  });
});
