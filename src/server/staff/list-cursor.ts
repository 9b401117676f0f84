import { ApiError } from '../http/api-error';

/** Where a page of a staff list starts: a row's creation time (to the microsecond, UTC) and id. */
export interface ListCursor {
  createdAt: string;
  id: string;
}

/** A cursor as it travels (query string or body): `<created, ISO 8601 with microseconds>_<id>`; the rows' own ids, no member data. */
export const LIST_CURSOR_PATTERN = '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\\.[0-9]{6}Z_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

/** Reads a cursor the schema's pattern let through; a date that is no real time (month 13) is a 400, not a database error. */
export function readListCursor(text: string | undefined): ListCursor | undefined {
  if (text === undefined) return undefined;
  const [createdAt = '', id = ''] = text.split('_');
  const millis = `${createdAt.slice(0, 23)}Z`;
  const time = Date.parse(millis);
  if (Number.isNaN(time) || new Date(time).toISOString() !== millis) {
    throw new ApiError(400, 'invalid_cursor', 'That page cursor names no real time; go back to the first page of the list and page from there.');
  }
  return { createdAt, id };
}
