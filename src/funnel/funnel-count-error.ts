/** A funnel count that is not a whole number of enrolments (0 or more), so no safe suppression exists for it. */
export class FunnelCountError extends Error {
  constructor(readonly cell: string, readonly value: number) {
    super(`The funnel's ${cell} count must be a whole number of 0 or more, got ${value}; check the counters that produced it.`);
    this.name = 'FunnelCountError';
  }
}
