import type Ajv from 'ajv';
import addFormats from 'ajv-formats';

/** The years a date in a request may name: wide enough for any birth date or booking, narrow enough for safe arithmetic. */
export const YEAR_RANGE = { min: 1900, max: 2199 } as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?([Zz]|[+-]\d{2}:\d{2})$/;

/** Whether `text` is a real calendar day written YYYY-MM-DD, in any year from 0000 to 9999. */
export function isCalendarDay(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  // setUTCFullYear, not Date.UTC, which reads the years 0 to 99 as 1900 to 1999.
  const probe = new Date(0);
  probe.setUTCFullYear(year, month - 1, day);
  return probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

/** Whether `text` is a real calendar day (YYYY-MM-DD) within YEAR_RANGE. */
export function isSaneDate(text: string): boolean {
  const year = Number(text.slice(0, 4));
  return isCalendarDay(text) && year >= YEAR_RANGE.min && year <= YEAR_RANGE.max;
}

/** Whether `text` is an RFC 3339 instant whose day is a sane date. */
export function isSaneDateTime(text: string): boolean {
  const match = DATE_TIME.exec(text);
  if (!match || !isSaneDate(match[1])) return false;
  const [hour, minute, second] = [match[2], match[3], match[4]].map(Number) as [number, number, number];
  return hour < 24 && minute < 60 && second < 60 && Number.isFinite(Date.parse(text));
}

/**
 * The request formats every route shares (Fastify's ajv): `uuid` is a plain UUID (ajv-formats also takes
 * `urn:uuid:…`, which the database refuses), `date` and `date-time` are real days within YEAR_RANGE.
 */
export function formatsPlugin(ajv: Ajv): Ajv {
  // Named formatsPlugin so Fastify's compiler does not add ajv-formats again after it (and undo these).
  addFormats(ajv);
  ajv.addFormat('uuid', UUID);
  ajv.addFormat('date', isSaneDate);
  ajv.addFormat('date-time', isSaneDateTime);
  return ajv;
}
