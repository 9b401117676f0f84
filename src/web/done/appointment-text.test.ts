import { appointmentText } from './appointment-text';
import type { ZoneCityTable } from '../../time/zone-city';
import enUS from '../../time/generated/zone-cities/en-US.json';
import enGB from '../../time/generated/zone-cities/en-GB.json';
import esUS from '../../time/generated/zone-cities/es-US.json';
import frCA from '../../time/generated/zone-cities/fr-CA.json';
import ptPT from '../../time/generated/zone-cities/pt-PT.json';

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

describe('appointmentText names the city in the member language', () => {
  const azores = { start: '2026-11-23T11:00:00.000Z', end: '2026-11-23T12:00:00.000Z' };
  it.each([
    ['Atlantic/Azores', 'pt-PT', ptPT, '(Açores)'],
    ['America/Los_Angeles', 'es-US', esUS, '(Los Ángeles)'],
    ['America/Toronto', 'fr-CA', frCA, 'EST (Toronto)'],
    ['America/New_York', 'pt-PT', ptPT, '(Nova Iorque)'],
    ['America/Los_Angeles', 'en-US', enUS, 'PST (Los Angeles)'],
    ['Europe/London', 'en-GB', enGB, 'GMT (London)'],
  ])('%s in %s ends with %s', (zone, language, cities, ending) => {
    expect(appointmentText(azores, zone, language, cities as ZoneCityTable)?.endsWith(ending)).toBe(true);
  });

  it('falls back to the city as the id spells it before the table has loaded, and names none for UTC', () => {
    expect(appointmentText(azores, 'Atlantic/Azores', 'pt-PT')).toMatch(/\(Azores\)$/);
    expect(appointmentText(azores, 'Etc/UTC', 'pt-PT', ptPT as ZoneCityTable)).not.toMatch(/\(/);
  });
});
