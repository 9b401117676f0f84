import markets from './markets.json';

/** Every market, the one list the API, the console and the consent policy name them from. */
export const MARKETS = ['US', 'CA', 'UK', 'EU', 'OTHER'] as const;

/** The market a country belongs to; US means HIPAA consents, UK and EU mean GDPR consents. */
export type Market = (typeof MARKETS)[number];

// The JSON must list every market but OTHER; the annotation makes a missing one a compile error.
const COUNTRIES_BY_MARKET: Record<Exclude<Market, 'OTHER'>, readonly string[]> = markets;

const MARKET_BY_COUNTRY: ReadonlyMap<string, Market> = new Map(
  (Object.keys(COUNTRIES_BY_MARKET) as Exclude<Market, 'OTHER'>[]).flatMap((market) =>
    COUNTRIES_BY_MARKET[market].map((code): [string, Market] => [code, market]),
  ),
);

/** The market of a country code (case-insensitive): US, CA, UK (GB and its nations), EU (EU + EEA), else OTHER. */
export function marketOf(countryCode: string): Market {
  return MARKET_BY_COUNTRY.get(countryCode.toUpperCase()) ?? 'OTHER';
}
