/** Years the browser's trimmed moment-timezone data and the precomputed zone names cover (inclusive). */
export const ZONE_DATA_YEARS = { from: 2020, to: 2036 } as const;
