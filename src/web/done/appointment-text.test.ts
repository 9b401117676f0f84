import { appointmentText } from './appointment-text';

const slot = { start: '2026-11-23T15:00:00.000Z', end: '2026-11-23T16:00:00.000Z' };
const plain = (text: string | undefined) => text?.replace(/\s/g, ' ');

describe('appointmentText', () => {
  it("shows the appointment in the member's zone and language, naming the zone", () => {
    expect(plain(appointmentText(slot, 'America/New_York', 'en-US'))).toBe('Monday, November 23, 2026, 10:00 – 11:00 AM EST (New York)');
    expect(plain(appointmentText(slot, 'America/New_York', 'fr-CA'))).toBe('lundi 23 novembre 2026, 10 h 00 – 11 h 00 EST (New York)');
    expect(plain(appointmentText(slot, 'America/Phoenix', 'es-US'))).toBe('lunes, 23 de noviembre de 2026, 8:00–9:00 a.m. MST (Phoenix)');
  });

  it('moves to the next day where the zone is ahead, naming both days of a range across midnight', () => {
    expect(plain(appointmentText({ start: '2026-11-23T23:30:00.000Z', end: '2026-11-24T00:30:00.000Z' }, 'Europe/Lisbon', 'pt-PT'))).toBe('segunda-feira, 23 de novembro de 2026 às 23:30 – terça-feira, 24 de novembro de 2026 às 00:30 WET (Lisbon)');
    expect(appointmentText({ start: '2026-11-23T23:30:00.000Z', end: '2026-11-24T00:30:00.000Z' }, 'Asia/Tokyo', 'en-US')).toMatch(/^Tuesday, November 24, 2026/);
  });

  it('refuses an unusable slot and falls back to UTC, named so', () => {
    expect(appointmentText({ start: 'tomorrow', end: 'later' }, 'America/New_York', 'en-US')).toBeUndefined();
    expect(plain(appointmentText(slot, undefined, 'en-US'))).toBe('Monday, November 23, 2026, 3:00 – 4:00 PM UTC');
  });
});
