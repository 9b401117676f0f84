/** A bookable slot as the API sends it (SPEC §3 "Time slot"): ISO 8601 start and end. */
export interface Slot {
  start: string;
  end: string;
}
