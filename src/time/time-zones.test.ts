import { isSupportedZone, supportedTimeZones } from './time-zones';

const WINTER_2026 = new Date('2026-01-15T12:00:00Z');
const entries = supportedTimeZones(WINTER_2026);
const entryFor = (zoneId: string) => entries.find((entry) => entry.aliasList.includes(zoneId));

describe('supportedTimeZones (en-US, 2026)', () => {
  it.each([
    ['America/New_York', 'America/New_York', 'Eastern Standard Time', 'Eastern Daylight Time', -300, -240, '-05:00', '-04:00'],
    ['America/Toronto', 'America/New_York', 'Eastern Standard Time', 'Eastern Daylight Time', -300, -240, '-05:00', '-04:00'],
    ['America/Chicago', 'America/Chicago', 'Central Standard Time', 'Central Daylight Time', -360, -300, '-06:00', '-05:00'],
    ['America/Denver', 'America/Denver', 'Mountain Standard Time', 'Mountain Daylight Time', -420, -360, '-07:00', '-06:00'],
    ['America/Phoenix', 'America/Phoenix', 'Mountain Standard Time', 'Mountain Standard Time', -420, -420, '-07:00', '-07:00'],
    ['America/Los_Angeles', 'America/Los_Angeles', 'Pacific Standard Time', 'Pacific Daylight Time', -480, -420, '-08:00', '-07:00'],
    ['America/Vancouver', 'America/Los_Angeles', 'Pacific Standard Time', 'Pacific Daylight Time', -480, -420, '-08:00', '-07:00'],
    ['America/Anchorage', 'America/Anchorage', 'Alaska Standard Time', 'Alaska Daylight Time', -540, -480, '-09:00', '-08:00'],
    ['Pacific/Honolulu', 'Pacific/Honolulu', 'Hawaii-Aleutian Standard Time', 'Hawaii-Aleutian Standard Time', -600, -600, '-10:00', '-10:00'],
    ['America/Halifax', 'America/Halifax', 'Atlantic Standard Time', 'Atlantic Daylight Time', -240, -180, '-04:00', '-03:00'],
    ['America/St_Johns', 'America/St_Johns', 'Newfoundland Standard Time', 'Newfoundland Daylight Time', -210, -150, '-03:30', '-02:30'],
    ['Europe/London', 'Europe/London', 'Greenwich Mean Time', 'British Summer Time', 0, 60, '+00:00', '+01:00'],
    ['Europe/Dublin', 'Europe/London', 'Greenwich Mean Time', 'British Summer Time', 0, 60, '+00:00', '+01:00'],
    ['Europe/Lisbon', 'Europe/Lisbon', 'Western European Standard Time', 'Western European Summer Time', 0, 60, '+00:00', '+01:00'],
    ['Atlantic/Azores', 'Atlantic/Azores', 'Azores Standard Time', 'Azores Summer Time', -60, 0, '-01:00', '+00:00'],
    ['Australia/Sydney', 'Australia/Sydney', 'Australian Eastern Standard Time', 'Australian Eastern Daylight Time', 600, 660, '+10:00', '+11:00'],
    ['Australia/Brisbane', 'Australia/Brisbane', 'Australian Eastern Standard Time', 'Australian Eastern Standard Time', 600, 600, '+10:00', '+10:00'],
    ['Asia/Kolkata', 'Asia/Kolkata', 'India Standard Time', 'India Standard Time', 330, 330, '+05:30', '+05:30'],
    ['Asia/Calcutta', 'Asia/Kolkata', 'India Standard Time', 'India Standard Time', 330, 330, '+05:30', '+05:30'],
    ['Asia/Kathmandu', 'Asia/Kathmandu', 'Nepal Time', 'Nepal Time', 345, 345, '+05:45', '+05:45'],
    ['Australia/Eucla', 'Australia/Eucla', 'Australian Central Western Standard Time', 'Australian Central Western Standard Time', 525, 525, '+08:45', '+08:45'],
  ])('%s → %s, "%s" / "%s"', (zoneId, timezone, name, dstName, utcOffset, dstOffset, utcOffsetStr, dstOffsetStr) => {
    expect(entryFor(zoneId)).toMatchObject({ timezone, name, dstName, utcOffset, dstOffset, utcOffsetStr, dstOffsetStr });
  });

  it('merges every id sharing a name and offsets, links included, and collects their countries', () => {
    const eastern = entryFor('America/New_York');
    expect(eastern?.aliasList).toEqual(
      expect.arrayContaining(['America/Detroit', 'America/Toronto', 'America/Nassau', 'US/Eastern', 'Canada/Eastern']),
    );
    expect(eastern?.countries).toEqual(expect.arrayContaining(['BS', 'CA', 'US']));
    expect(entryFor('Europe/London')?.countries).toEqual(expect.arrayContaining(['GB', 'IE']));
  });

  it('keeps zones with the same name but other offsets apart', () => {
    expect(entryFor('America/Phoenix')).not.toBe(entryFor('America/Denver'));
    expect(entryFor('Australia/Brisbane')).not.toBe(entryFor('Australia/Sydney'));
    expect(entryFor('Africa/Abidjan')).not.toBe(entryFor('Europe/London'));
  });

  it('lists each zone id under one entry only', () => {
    const ids = entries.flatMap((entry) => entry.aliasList);
    expect(ids.length).toBe(new Set(ids).size);
  });

  it('excludes zones that Intl can only name with "GMT"', () => {
    expect(entries.filter((entry) => `${entry.name}${entry.dstName}`.includes('GMT'))).toEqual([]);
    expect(entryFor('Africa/Casablanca')).toBeUndefined();
  });

  it.each([
    ['fr-CA', 'heure normale de l’Est', 'heure avancée de l’Est'],
    ['fr', 'heure normale de l’Est', 'heure avancée de l’Est'],
    ['es-US', 'hora estándar oriental', 'hora de verano oriental'],
    ['pt-PT', 'Hora padrão oriental norte-americana', 'Hora de verão oriental norte-americana'],
    ['de-DE', 'Eastern Standard Time', 'Eastern Daylight Time'],
  ])('names zones in the requested locale, or its nearest interface language: %s', (locale, name, dstName) => {
    const entry = supportedTimeZones(WINTER_2026, locale).find((candidate) => candidate.aliasList.includes('America/Toronto'));
    expect(entry).toMatchObject({ name, dstName });
  });

  it('builds each year and interface language once', () => {
    expect(supportedTimeZones(WINTER_2026, 'fr')).toBe(supportedTimeZones(new Date('2026-08-01T00:00:00Z'), 'fr-CA'));
  });
});

describe('isSupportedZone', () => {
  it.each([
    ['America/New_York', true],
    ['America/Toronto', true],
    ['America/Nassau', true],
    ['Europe/Dublin', true],
    ['Australia/Eucla', true],
    ['Africa/Casablanca', true],
    ['US/Eastern', false],
    ['Asia/Calcutta', false],
    ['Etc/UTC', false],
    ['UTC', false],
    ['EST5EDT', false],
    ['Mars/Olympus_Mons', false],
    ['', false],
  ])('%s → %p', (zoneId, expected) => {
    expect(isSupportedZone(zoneId)).toBe(expected);
  });

  it.each([[WINTER_2026], [new Date('2026-07-15T12:00:00Z')]])('holds the zone id of every entry at %p', (now) => {
    expect(supportedTimeZones(now).filter((entry) => !isSupportedZone(entry.timezone))).toEqual([]);
  });
});
