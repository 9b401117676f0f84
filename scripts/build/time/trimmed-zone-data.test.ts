import moment from 'moment-timezone';
import packed from 'moment-timezone/data/packed/latest.json';
import { formatSlots } from '../../../src/time/format-slots';
import { recordingLogger } from '../../../test/support/recording-logger';
import { SUPPORTED_ZONE_IDS } from '../../../src/time/supported-zone-ids';
import { timeZoneOptions } from '../../../src/time/time-zone-options';
import { trimmedZoneData } from './trimmed-zone-data';
import { ZONE_DATA_YEARS } from '../../../src/time/zone-data-years';
import { ZONE_NAME_LOCALES } from '../../../src/time/zone-name-locale';

// What the browser bundle loads instead of latest.json (webpack alias), as scripts/build/build-zone-data.ts writes it.
const trimmed = trimmedZoneData(packed, ZONE_DATA_YEARS.from, ZONE_DATA_YEARS.to);
const START = Date.UTC(ZONE_DATA_YEARS.from, 0, 1);
const END = Date.UTC(ZONE_DATA_YEARS.to + 1, 0, 1);

/** Runs `load` on a fresh module graph whose moment-timezone holds the trimmed data only, as in the browser. */
async function withTrimmedData<T>(load: () => Promise<T>): Promise<T> {
  jest.doMock('moment-timezone', () => {
    const bare = jest.requireActual<typeof moment>('moment-timezone/moment-timezone');
    bare.tz.load(trimmed);
    return bare;
  });
  try {
    let result: T | undefined;
    await jest.isolateModulesAsync(async () => {
      result = await load();
    });
    return result as T;
  } finally {
    jest.dontMock('moment-timezone');
  }
}

const browser = withTrimmedData(async () => ({
  moment: (await import('moment-timezone')).default,
  supportedZoneIds: (await import('../../../src/time/supported-zone-ids')).SUPPORTED_ZONE_IDS,
  timeZoneOptions: (await import('../../../src/time/time-zone-options')).timeZoneOptions,
  formatSlots: (await import('../../../src/time/format-slots')).formatSlots,
}));

describe('trimmedZoneData', () => {
  it('keeps the version and the countries table, and is far smaller', () => {
    expect(trimmed.version).toBe(packed.version);
    expect(trimmed.countries).toEqual(packed.countries);
    expect(JSON.stringify(trimmed).length).toBeLessThan(JSON.stringify(packed).length / 10);
  });

  it('points every link straight at a zone holding data (moment.tz resolves one level only)', () => {
    const zones = new Set(trimmed.zones.map((zone) => zone.split('|')[0]));
    expect(trimmed.links.filter((link) => !zones.has(link.split('|')[0]))).toEqual([]);
    expect(trimmed.links.filter((link) => zones.has(link.split('|')[1]))).toEqual([]);
  });

  it('is what the browser-like module graph loads', async () => {
    const { moment: browserMoment } = await browser;
    expect(browserMoment).not.toBe(moment);
    expect(browserMoment.tz.zone('America/New_York')?.untils.length).toBeLessThan(40);
    expect(moment.tz.zone('America/New_York')?.untils.length).toBeGreaterThan(200);
  });

  it('knows every zone and link name of the full data', async () => {
    const { moment: browserMoment } = await browser;
    const names = [...packed.zones.map((zone) => zone.split('|')[0]), ...packed.links.flatMap((link) => link.split('|'))];
    expect(names.filter((name) => browserMoment.tz.zone(name)?.name !== name)).toEqual([]);
  });

  it(`gives every zone the full data's offsets in ${ZONE_DATA_YEARS.from}–${ZONE_DATA_YEARS.to}, around each change`, async () => {
    const { moment: browserMoment } = await browser;
    const differences: string[] = [];
    for (const name of moment.tz.names()) {
      const full = moment.tz.zone(name);
      const cut = browserMoment.tz.zone(name);
      const changes = full?.untils.filter((until) => until >= START && until < END) ?? [];
      const probes = [START, END - 1, ...changes.flatMap((until) => [until - 1, until])];
      for (const at of probes) {
        if (full?.utcOffset(at) !== cut?.utcOffset(at)) differences.push(`${name} @ ${new Date(at).toISOString()}`);
      }
    }
    expect(differences).toEqual([]);
  });
});

describe('the browser (trimmed data) and Node (full data) agree', () => {
  it('on SUPPORTED_ZONE_IDS, from which the form schema enum is built', async () => {
    expect((await browser).supportedZoneIds).toEqual(SUPPORTED_ZONE_IDS);
  });

  const instants = ['2026-01-15T17:05:00Z', '2026-03-08T07:00:00Z', '2026-07-15T17:05:00Z', '2031-10-26T00:30:00Z', '2036-12-31T23:00:00Z'];
  it.each(ZONE_NAME_LOCALES.flatMap((locale) => instants.map((iso) => [locale, iso])))(
    'on time-zone options in %s at %s',
    async (locale, iso) => {
      const { timeZoneOptions: browserOptions } = await browser;
      expect(browserOptions(new Date(iso), locale)).toEqual(timeZoneOptions(new Date(iso), locale));
    },
  );

  it.each([
    'America/New_York', 'Europe/London', 'Australia/Sydney', 'America/St_Johns', 'Asia/Kathmandu', 'Pacific/Chatham', 'Australia/Lord_Howe',
    'America/Nuuk',
  ])(
    'on formatSlots in %s, half-hourly around the year',
    async (timezone) => {
      const { formatSlots: browserFormatSlots } = await browser;
      const slots = Array.from({ length: 2000 }, (_, i) => {
        const start = Date.UTC(2026, 0, 1) + i * 4.5 * 3_600_000;
        return { start: new Date(start).toISOString(), end: new Date(start + 1_800_000).toISOString() };
      });
      const expected = formatSlots({ slots }, { timezone }, recordingLogger());
      expect(browserFormatSlots({ slots }, { timezone }, recordingLogger())).toEqual(expected);
    },
  );
});
