const MS_PER_HOUR = 3_600_000;

/** A new Date `hours` elapsed hours after `date`; an equal copy when `hours` is not a finite number (docs/spec/validation.md#hour-addition). */
export function addHours(date: Date, hours: number): Date {
  // Elapsed time, not wall-clock time: adding 1 hour across a clock change still moves the instant by 60 minutes.
  if (typeof hours !== 'number' || !Number.isFinite(hours)) return new Date(date.getTime());
  return new Date(date.getTime() + hours * MS_PER_HOUR);
}
