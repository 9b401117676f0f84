import enUS from '../../locales/en-US/translation.json';
import { regionPlace, type RegionPlace } from './region-words';

describe('the words of the region step', () => {
  it('follow the country, and a UK nation has its own', () => {
    const places = ['US', 'CA', 'AU', 'PT', 'IE', 'GB-ENG', 'GB-NIR', 'GB-SCT', 'GB-WLS'].map(regionPlace);
    expect(places).toEqual(['us', 'ca', 'au', 'pt', 'ie', 'gbEng', 'gbNir', 'gbSct', 'gbWls']);
    expect(regionPlace('ca')).toBe('ca');
    expect(regionPlace('gb-sct')).toBe('gbSct');
  });

  it('fall back to state, province or region for the whole UK, an unknown country or none', () => {
    for (const code of ['GB', 'FR', '', undefined, '__proto__', 'hasOwnProperty']) expect(regionPlace(code)).toBe('any');
  });

  it('each have a label and a hint in the locales', () => {
    const texts = enUS.regionStep as Record<RegionPlace, { label: string; hint: string }>;
    for (const place of ['us', 'ca', 'au', 'pt', 'ie', 'gbEng', 'gbNir', 'gbSct', 'gbWls', 'any'] as RegionPlace[]) {
      expect(texts[place].label).toMatch(/\S/);
      expect(texts[place].hint).toMatch(/\S/);
    }
    expect(texts.ca.label).toBe('Province or territory');
    expect(texts.gbSct.label).toBe('Council area');
  });
});
