/** A bookable slot as the API sends it (docs/spec/entities.md#time-slot): ISO 8601 start and end. */
export interface Slot {
  start: string;
  end: string;
}
