import { marketOf } from './markets';
import type { Market } from './markets';
import { isCountryCode } from './countries';
import markets from './markets.json';

const EU_MEMBERS = 'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' ');
const EEA_ONLY = ['IS', 'LI', 'NO'];
// Outermost regions and Åland are EU territory with their own ISO codes; GDPR applies there.
const EU_TERRITORIES = ['AX', 'GF', 'GP', 'MF', 'MQ', 'RE', 'YT'];

const TABLE: [string, Market][] = [
  ['US', 'US'],
  ['us', 'US'],
  ['CA', 'CA'],
  ['ca', 'CA'],
  ['GB', 'UK'],
  ['gb', 'UK'],
  ['GB-ENG', 'UK'],
  ['GB-NIR', 'UK'],
  ['GB-SCT', 'UK'],
  ['gb-wls', 'UK'],
  ['IE', 'EU'],
  ['PT', 'EU'],
  ['pt', 'EU'],
  ...EU_MEMBERS.map((code): [string, Market] => [code, 'EU']),
  ...EEA_ONLY.map((code): [string, Market] => [code, 'EU']),
  ['AU', 'OTHER'],
  ['CH', 'OTHER'],
  ['MX', 'OTHER'],
  ['PR', 'OTHER'],
  ['JP', 'OTHER'],
  ['AN', 'OTHER'],
  ['CS', 'OTHER'],
  ['UK', 'OTHER'],
  ['ZZ', 'OTHER'],
  ['', 'OTHER'],
];

describe('marketOf', () => {
  it('knows the 27 EU member states, 3 EEA-only states and the EU territories with their own codes', () => {
    expect(EU_MEMBERS).toHaveLength(27);
    expect([...markets.EU].sort()).toEqual([...EU_MEMBERS, ...EEA_ONLY, ...EU_TERRITORIES].sort());
  });

  it.each(TABLE)('marketOf(%p) is %p', (code, market) => {
    expect(marketOf(code)).toBe(market);
  });

  it('only lists real country codes', () => {
    for (const code of Object.values(markets).flat()) expect(isCountryCode(code)).toBe(true);
  });
});
