/** The fixed histogram buckets of time on a step, each with its upper bound in seconds (the last has none). */
export const TIME_BUCKETS = [
  { bucket: 'lt10s', below: 10 },
  { bucket: '10to30s', below: 30 },
  { bucket: '30to60s', below: 60 },
  { bucket: '1to3m', below: 180 },
  { bucket: '3to10m', below: 600 },
  { bucket: 'gt10m', below: Infinity },
] as const;

/** A time-on-step bucket name. */
export type TimeBucket = (typeof TIME_BUCKETS)[number]['bucket'];

/** The bucket of a time on a step in seconds; a negative time (a clock step back) counts as the shortest. */
export function timeBucket(seconds: number): TimeBucket {
  return (TIME_BUCKETS.find(({ below }) => seconds < below) ?? TIME_BUCKETS[TIME_BUCKETS.length - 1]).bucket;
}
