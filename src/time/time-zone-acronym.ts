/** Initials of the words after the first comma of `name`, or of the whole name without a comma: "Eastern Standard Time" → "EST". */
export function timeZoneAcronym(name: string): string {
  const comma = name.indexOf(',');
  const words = (comma === -1 ? name : name.slice(comma + 1)).split(/\s+/).filter(Boolean);
  return words.map((word) => word[0]).join('');
}
