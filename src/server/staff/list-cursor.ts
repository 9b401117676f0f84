import { ApiError } from '../http/api-error';

/** Where a page of a staff list starts: a row's creation time (to the microsecond, UTC) and id. */
export interface ListCursor {
  createdAt: string;
  id: string;
}

/** Reads a cursor the schema's pattern (LIST_CURSOR_PATTERN of the contract) let through; a date that is no real time (month 13) is a 400, not a database error. */
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
