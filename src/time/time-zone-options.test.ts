import { sortOffset, timeZoneOptions, timeZoneOptValue, toTimeZoneOption } from './time-zone-options';
import { supportedTimeZones } from './time-zones';
import ptPTCities from './generated/zone-cities/pt-PT.json';
import { offsetAt } from './zone-offsets';

const JANUARY = new Date('2026-01-15T17:05:00Z');
const JULY = new Date('2026-07-15T17:05:00Z');
const optionFor = (now: Date, zoneId: string, locale = 'en-US') => timeZoneOptions(now, locale).find((option) => option.aliasList.includes(zoneId));

describe('timeZoneOptions', () => {
  it.each([
    // Panama is on Eastern Standard Time all year: in January two zones share the name, so each shows its city.
    [JANUARY, 'America/New_York', '-05:00/-04:00/EasternStandardTime', 'Eastern Standard Time – New York (12:05 PM)'],
    [JULY, 'America/New_York', '-05:00/-04:00/EasternDaylightTime', 'Eastern Daylight Time (1:05 PM)'],
    [JANUARY, 'America/Panama', '-05:00/-05:00/EasternStandardTime', 'Eastern Standard Time – Panama (12:05 PM)'],
    [JULY, 'America/Panama', '-05:00/-05:00/EasternStandardTime', 'Eastern Standard Time (12:05 PM)'],
    [JANUARY, 'America/Phoenix', '-07:00/-07:00/MountainStandardTime', 'Mountain Standard Time – Phoenix (10:05 AM)'],
    [JULY, 'America/Phoenix', '-07:00/-07:00/MountainStandardTime', 'Mountain Standard Time (10:05 AM)'],
    [JULY, 'America/Denver', '-07:00/-06:00/MountainDaylightTime', 'Mountain Daylight Time (11:05 AM)'],
    [JANUARY, 'America/St_Johns', '-03:30/-02:30/NewfoundlandStandardTime', 'Newfoundland Standard Time (1:35 PM)'],
    [JULY, 'America/St_Johns', '-03:30/-02:30/NewfoundlandDaylightTime', 'Newfoundland Daylight Time (2:35 PM)'],
    [JANUARY, 'Europe/London', '+00:00/+01:00/GreenwichMeanTime', 'Greenwich Mean Time – London (5:05 PM)'],
    [JULY, 'Europe/London', '+00:00/+01:00/BritishSummerTime', 'British Summer Time (6:05 PM)'],
    [JANUARY, 'Atlantic/Azores', '-01:00/+00:00/AzoresStandardTime', 'Azores Standard Time (4:05 PM)'],
    [JANUARY, 'Australia/Sydney', '+10:00/+11:00/AustralianEasternDaylightTime', 'Australian Eastern Daylight Time (4:05 AM)'],
    [JULY, 'Australia/Sydney', '+10:00/+11:00/AustralianEasternStandardTime', 'Australian Eastern Standard Time – Sydney (3:05 AM)'],
    [JANUARY, 'Asia/Kolkata', '+05:30/+05:30/IndiaStandardTime', 'India Standard Time (10:35 PM)'],
    [JANUARY, 'Asia/Kathmandu', '+05:45/+05:45/NepalTime', 'Nepal Time (10:50 PM)'],
    [JANUARY, 'Australia/Eucla', '+08:45/+08:45/AustralianCentralWesternStandardTime', 'Australian Central Western Standard Time (1:50 AM)'],
    [JANUARY, 'Pacific/Honolulu', '-10:00/-10:00/Hawaii-AleutianStandardTime', 'Hawaii-Aleutian Standard Time – Honolulu (7:05 AM)'],
  ])('at %p, %s is %s "%s"', (now, zoneId, optValue, optLabel) => {
    expect(optionFor(now, zoneId)).toMatchObject({ optValue, optLabel });
  });

  const MARCH_CHANGE = new Date('2026-03-08T07:30:00Z');
  const LOCALES = ['en-US', 'es-US', 'pt-PT', 'fr-CA', 'en-GB'];
  it.each(LOCALES.flatMap((locale) => [JANUARY, JULY, MARCH_CHANGE].map((now) => [locale, now] as const)))('in %s at %p every label is unique', (locale, now) => {
    const labels = timeZoneOptions(now, locale).map((option) => option.zoneName);
    expect(labels.filter((label, index) => labels.indexOf(label) !== index)).toEqual([]);
  });

  it.each(LOCALES.flatMap((locale) => [JANUARY, JULY].map((now) => [locale, now] as const)))('in %s at %p a zone on summer time is named by its summer name', (locale, now) => {
    for (const option of timeZoneOptions(now, locale)) {
      const summer = (offsetAt(option.timezone, now) ?? 0) > option.utcOffset;
      expect(option.zoneName.startsWith(summer ? option.dstName : option.name)).toBe(true);
      expect(option.optLabel.startsWith(option.zoneName)).toBe(true);
    }
  });

  it('names zones in the interface language, true at the moment', () => {
    expect(optionFor(JULY, 'America/Toronto', 'fr-CA')?.zoneName).toBe('heure avancée de l’Est');
    expect(optionFor(JULY, 'America/New_York', 'es-US')?.zoneName).toBe('hora de verano oriental');
  });

  it.each([[JANUARY], [JULY]])('gives every option its own optValue at %p', (now) => {
    const values = timeZoneOptions(now).map((option) => option.optValue);
    expect(values.length).toBe(new Set(values).size);
  });

  it.each([[JANUARY], [JULY]])('sorts by the offset in force at %p (dstOffset under DST, else utcOffset)', (now) => {
    const options = timeZoneOptions(now);
    const offsets = options.map((option) => offsetAt(option.timezone, now));
    expect(offsets).toEqual([...offsets].sort((a, b) => (a ?? 0) - (b ?? 0)));
    expect(options.map((option) => sortOffset(option, now))).toEqual(offsets);
  });

  it('places zones by their offset now: Sydney after Brisbane in January, ahead of Eucla only by offset', () => {
    const order = (now: Date) => timeZoneOptions(now).map((option) => option.timezone);
    const january = order(JANUARY);
    expect(january.indexOf('Australia/Brisbane')).toBeLessThan(january.indexOf('Australia/Sydney'));
    expect(january.indexOf('Asia/Kolkata')).toBeLessThan(january.indexOf('Asia/Kathmandu'));
    expect(january.indexOf('Asia/Kathmandu')).toBeLessThan(january.indexOf('Australia/Eucla'));
    // In July both Brisbane and Sydney are at +10:00 with the same name: the zone id breaks the tie.
    const july = order(JULY);
    expect(july.indexOf('Australia/Sydney') - july.indexOf('Australia/Brisbane')).toBe(1);
    // London is at +01:00 in July, after Abidjan's +00:00 and beside Lisbon.
    expect(july.indexOf('Africa/Abidjan')).toBeLessThan(july.indexOf('Europe/London'));
  });
});

describe('timeZoneOptions in the member’s language and zone', () => {
  const inLocale = (now: Date, locale: string, zoneId: string, memberZone?: string) =>
    timeZoneOptions(now, locale, { cities: ptPTCities, memberZone }).find((option) => option.aliasList.includes(zoneId));

  it.each([
    ['en-US', 'Asia/Kathmandu', 'Nepal Time (10:50 PM)'],
    ['en-GB', 'Asia/Kathmandu', /\(22:50\)$/],
    ['pt-PT', 'Asia/Kathmandu', /\(22:50\)$/],
    ['fr-CA', 'Asia/Kathmandu', /\(22 h 50\)$/],
    ['es-US', 'Asia/Kathmandu', /\(10:50\sp\.m\.\)$/],
    ['pt-PT', 'America/St_Johns', /\(13:35\)$/],
    ['pt-PT', 'Pacific/Honolulu', /\(07:05\)$/],
  ])('writes the time in %s on %s’s wall clock from the product’s zone data: %s', (locale, zoneId, label) => {
    const option = timeZoneOptions(JANUARY, locale).find((candidate) => candidate.timezone === zoneId);
    expect(option?.optLabel).toEqual(typeof label === 'string' ? label : expect.stringMatching(label));
  });

  it('keeps the stored values (optValue) whatever the language writes', () => {
    expect(timeZoneOptions(JANUARY, 'pt-PT').find((option) => option.timezone === 'Asia/Kathmandu')?.optValue).toBe(
      timeZoneOptions(JANUARY, 'pt-PT', { cities: ptPTCities, memberZone: 'Asia/Kathmandu' }).find((option) => option.timezone === 'Asia/Kathmandu')?.optValue,
    );
  });

  it('names shared names’ cities in the locale (Nova Iorque, not New York)', () => {
    expect(inLocale(JANUARY, 'pt-PT', 'America/New_York')?.zoneName).toBe('Hora padrão oriental norte-americana – Nova Iorque');
    expect(inLocale(JANUARY, 'pt-PT', 'America/Panama')?.zoneName).toBe('Hora padrão oriental norte-americana – Panamá');
  });

  it('sorts equal offsets by the locale’s collation, not by code units (“Hora Padrão da Turquia” after “Hora de…”)', () => {
    const atPlusThree = timeZoneOptions(JANUARY, 'pt-PT').filter((option) => offsetAt(option.timezone, JANUARY) === 180).map((option) => option.zoneName);
    expect(atPlusThree).toContain('Hora Padrão da Turquia');
    expect(atPlusThree).toEqual([...atPlusThree].sort(new Intl.Collator('pt-PT').compare));
    expect(atPlusThree.indexOf('Hora de Syowa')).toBeLessThan(atPlusThree.indexOf('Hora Padrão da Turquia'));
  });

  it('gives the member’s own zone the option of its group, by its own id and city (Toronto, not New York)', () => {
    expect(timeZoneOptions(JULY, 'en-US').some((option) => option.timezone === 'America/Toronto')).toBe(false);
    const options = timeZoneOptions(JULY, 'en-US', { memberZone: 'America/Toronto' });
    const toronto = options.filter((option) => option.aliasList.includes('America/Toronto'));
    expect(toronto).toEqual([expect.objectContaining({ timezone: 'America/Toronto', zoneName: 'Eastern Daylight Time – Toronto', optLabel: 'Eastern Daylight Time – Toronto (1:05 PM)' })]);
    expect(options.some((option) => option.timezone === 'America/New_York')).toBe(false);
    expect(options.length).toBe(timeZoneOptions(JULY, 'en-US').length);
  });

  it('names the member’s own zone with its city in the locale even when its group leads with it (Lisboa)', () => {
    expect(inLocale(JULY, 'pt-PT', 'Europe/Lisbon')?.zoneName).toBe('Hora de verão da Europa Ocidental');
    expect(inLocale(JULY, 'pt-PT', 'Europe/Lisbon', 'Europe/Lisbon')?.zoneName).toBe('Hora de verão da Europa Ocidental – Lisboa');
  });

  it.each([['US/Eastern'], ['Mars/Olympus_Mons'], [''], ['America/New_York/../Toronto']])('keeps the lead for a member zone that is not a listed one (%s)', (memberZone) => {
    const options = timeZoneOptions(JULY, 'en-US', { memberZone });
    expect(options.map((option) => option.timezone)).toEqual(timeZoneOptions(JULY, 'en-US').map((option) => option.timezone));
  });
});

describe('timeZoneOptValue and toTimeZoneOption', () => {
  const eastern = supportedTimeZones(JANUARY).find((entry) => entry.timezone === 'America/New_York');

  it('removes all spaces and picks the name by DST state', () => {
    expect(eastern && timeZoneOptValue(eastern, false)).toBe('-05:00/-04:00/EasternStandardTime');
    expect(eastern && timeZoneOptValue(eastern, true)).toBe('-05:00/-04:00/EasternDaylightTime');
  });

  it('judges DST at the instant given, across the New York spring change', () => {
    if (!eastern) throw new Error('no Eastern entry');
    expect(toTimeZoneOption(eastern, new Date('2026-03-08T06:59:00Z'))).toMatchObject({
      optValue: '-05:00/-04:00/EasternStandardTime',
      optLabel: 'Eastern Standard Time (1:59 AM)',
    });
    expect(toTimeZoneOption(eastern, new Date('2026-03-08T07:00:00Z'))).toMatchObject({
      optValue: '-05:00/-04:00/EasternDaylightTime',
      optLabel: 'Eastern Daylight Time (3:00 AM)',
    });
  });
});
