/** moment-timezone's packed data format, as in `moment-timezone/data/packed/latest.json` and `moment.tz.load`. */
export interface PackedZoneData {
  version: string;
  /** "Name|abbrs|offsets|indices|untils|population", one zone each. */
  zones: string[];
  /** "Target|Alias": Alias shares the data of Target. */
  links: string[];
  /** "CC|Zone1 Zone2": the zones a country lists. */
  countries: string[];
}
