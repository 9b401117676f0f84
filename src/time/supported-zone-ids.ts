import ids from './generated/supported-zone-ids.json';

/**
 * Canonical IANA zone ids a member may pick (every zone moment-timezone assigns to a country), precomputed by
 * scripts/build/build-zone-names.ts so the flow's field types need neither moment nor its zone data (the first
 * step's code); supported-zone-ids.test.ts fails when the file is stale.
 */
export const SUPPORTED_ZONE_IDS: readonly string[] = Object.freeze([...ids]);
