import { buildZoneNames } from './build-zone-names';
import committed from '../../../src/time/generated/zone-names.json';
import { SUPPORTED_ZONE_IDS } from '../../../src/time/supported-zone-ids';
import { ZONE_DATA_YEARS } from '../../../src/time/zone-data-years';
import { ZONE_NAME_LOCALES } from '../../../src/time/zone-name-locale';

describe('buildZoneNames', () => {
  it.each([
    ['America/New_York', 'en-US', [[2020, 'Eastern Standard Time', 'Eastern Daylight Time']]],
    // Southern hemisphere: the standard name is July's.
    ['Australia/Sydney', 'en-US', [[2020, 'Australian Eastern Standard Time', 'Australian Eastern Daylight Time']]],
    ['Asia/Kolkata', 'fr-CA', [[2020, 'heure de l’Inde']]],
    [
      'America/Nuuk',
      'en-US',
      [
        [2020, 'West Greenland Standard Time', 'West Greenland Summer Time'],
        [2023, 'West Greenland Standard Time'],
        [2024, 'West Greenland Standard Time', 'Greenland Summer Time'],
        [2025, 'Greenland Standard Time', 'Greenland Summer Time'],
      ],
    ],
  ])('names %s in %s by runs of equal years', (zoneId, locale, runs) => {
    expect(buildZoneNames([zoneId], [locale], 2020, 2026)).toEqual({ [zoneId]: { [locale]: runs } });
  });

  it('leaves out zones moment-timezone does not know', () => {
    expect(buildZoneNames(['Mars/Olympus_Mons'], ['en-US'], 2020, 2026)).toEqual({});
  });

  // Stale after a Node (ICU) or moment-timezone upgrade: run `npm run tables` and commit the result.
  it('matches the committed src/time/generated/zone-names.json', () => {
    const fresh = buildZoneNames(SUPPORTED_ZONE_IDS, ZONE_NAME_LOCALES, ZONE_DATA_YEARS.from, ZONE_DATA_YEARS.to);
    expect(fresh).toEqual(committed);
  });
});
