/** Which words the region step uses for a place: the key of its label and hint under `regionStep` in the locales. */
export type RegionPlace = 'us' | 'ca' | 'au' | 'pt' | 'ie' | 'gbEng' | 'gbNir' | 'gbSct' | 'gbWls' | 'any';

// The word each place uses for where a member lives: a state, a province or territory, a Scottish council area…
const PLACES: Readonly<Record<string, RegionPlace>> = {
  US: 'us',
  CA: 'ca',
  AU: 'au',
  PT: 'pt',
  IE: 'ie',
  'GB-ENG': 'gbEng',
  'GB-NIR': 'gbNir',
  'GB-SCT': 'gbSct',
  'GB-WLS': 'gbWls',
};

/** The words for a country or UK nation code (case-insensitive); `any` (state, province or region) when none fits. */
export function regionPlace(code: string | undefined): RegionPlace {
  const key = code?.toUpperCase() ?? '';
  return Object.hasOwn(PLACES, key) ? PLACES[key] : 'any';
}
