import { SUPPORTED_ZONE_IDS } from './supported-zone-ids';
import { zoneIdsOfCountries } from './zone-ids-of-countries';

describe('SUPPORTED_ZONE_IDS', () => {
  it("is moment-timezone's zones of countries exactly (else run npm run build to regenerate)", () => {
    expect(SUPPORTED_ZONE_IDS).toEqual(zoneIdsOfCountries());
    expect(SUPPORTED_ZONE_IDS.length).toBeGreaterThan(400);
  });
});
