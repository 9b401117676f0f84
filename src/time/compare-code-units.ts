/**
 * Orders strings by UTF-16 code units, as `<` does: the same in Node and every browser, unlike localeCompare, so the
 * time-zone lists built at build time and read in the browser sort alike.
 */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
