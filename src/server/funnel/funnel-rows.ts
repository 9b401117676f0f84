import type { FunnelPosition, SaveCount } from '../../funnel/save-counts';
import type { DeviceClass } from '../../funnel/device-class';

/** One appended funnel count row, as the save statement reads it: the key of the count, nothing else. */
export interface FunnelRow {
  day: string;
  flow_hash: string;
  step_id: string;
  language: string;
  device: DeviceClass;
  measure: SaveCount['measure'];
  bucket: string | null;
}

/** What a save writes to the funnel: its count rows and the enrolment's new position. */
export interface FunnelWrite {
  rows: FunnelRow[];
  position: FunnelPosition;
}

/** The counting day of a server time: its UTC calendar day. */
export const funnelDay = (now: Date): string => now.toISOString().slice(0, 10);

/** The rows of a save's counts, keyed by the day, the enrolment's flow version, the page's language and its device class. */
export function funnelRows(counts: SaveCount[], key: { now: Date; flowHash: string; language: string; device: DeviceClass }): FunnelRow[] {
  return counts.map((c) => ({ day: funnelDay(key.now), flow_hash: key.flowHash, step_id: c.stepId, language: key.language, device: key.device, measure: c.measure, bucket: c.bucket }));
}
