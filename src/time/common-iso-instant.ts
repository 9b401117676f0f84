const [DIGIT_0, DASH, PLUS, DOT, COLON, T, Z] = ['0', '-', '+', '.', ':', 'T', 'Z'].map((c) => c.charCodeAt(0));
// Where "YYYY-MM-DDTHH:mm:ss" has its separators, and which.
const SEPARATORS: readonly (readonly [number, number])[] = [[4, DASH], [7, DASH], [10, T], [13, COLON], [16, COLON]];

/** The unsigned decimal number in `text` at `from`, `length` digits long; -1 unless all are digits. */
function digitsAt(text: string, from: number, length: number): number {
  let value = 0;
  for (let i = from; i < from + length; i += 1) {
    const digit = text.charCodeAt(i) - DIGIT_0;
    // Past the end, charCodeAt gives NaN, which fails this test too.
    if (!(digit >= 0 && digit <= 9)) return -1;
    value = value * 10 + digit;
  }
  return value;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Minutes east of UTC of a "Z" or "±HH:mm" suffix at `from` that ends `text`; null when it is neither. */
function suffixOffset(text: string, from: number): number | null {
  if (from === text.length) return 0;
  const sign = text.charCodeAt(from);
  if (sign === Z) return from + 1 === text.length ? 0 : null;
  if ((sign !== PLUS && sign !== DASH) || from + 6 !== text.length || text.charCodeAt(from + 3) !== COLON) return null;
  const hours = digitsAt(text, from + 1, 2);
  const minutes = digitsAt(text, from + 4, 2);
  if (hours < 0 || minutes < 0 || minutes > 59) return null;
  const offset = (sign === DASH ? -1 : 1) * (hours * 60 + minutes);
  // Beyond the offsets in use (-12:00 to +14:00) moment says invalid: left to it.
  return offset < -720 || offset > 840 ? null : offset;
}

// Rarer valid forms (week dates, basic format, 24:00, years before 100, ...) are left to moment. Scans without allocating.

/** Epoch ms of "YYYY-MM-DDTHH:mm:ss[.SSS][Z|±HH:mm]" (no offset: UTC) as moment's strict ISO parser reads it; else undefined. */
export function commonIsoInstant(text: string): number | undefined {
  if (text.length < 19) return undefined;
  for (const [at, separator] of SEPARATORS) if (text.charCodeAt(at) !== separator) return undefined;
  const year = digitsAt(text, 0, 4);
  const month = digitsAt(text, 5, 2);
  const day = digitsAt(text, 8, 2);
  const hours = digitsAt(text, 11, 2);
  const minutes = digitsAt(text, 14, 2);
  const seconds = digitsAt(text, 17, 2);
  const hasFraction = text.charCodeAt(19) === DOT;
  const milliseconds = hasFraction ? digitsAt(text, 20, 3) : 0;
  const offset = suffixOffset(text, hasFraction ? 23 : 19);
  if (offset === null || milliseconds < 0 || year < 100 || month < 1 || month > 12 || day < 1) return undefined;
  if (day > daysInMonth(year, month) || hours < 0 || hours > 23) return undefined;
  if (minutes < 0 || minutes > 59 || seconds < 0 || seconds > 59) return undefined;
  return Date.UTC(year, month - 1, day, hours, minutes, seconds, milliseconds) - offset * 60_000;
}
