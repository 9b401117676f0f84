import type { Queryable } from '../db/database';
import { hashSessionToken } from '../enrolment/session';
import { MAX_MASKED_VALUES } from './member-mask';

// One indexed look-up (session_hash is unique), at most MAX_MASKED_VALUES values of at most 200 characters.
const VALUES = `
  select left(kv.value, 200) as value
  from enrolments e join step_answers s on s.enrolment_id = e.id cross join lateral jsonb_each_text(s.answers) as kv(key, value)
  where e.session_hash = $1 and jsonb_typeof(s.answers -> kv.key) = 'string'
  limit $2`;

/** The text answers the enrolment of a session holds (its name among them), for the log proxy to mask; none without a session. */
export async function memberLogValues(db: Queryable, sessionToken: string | undefined): Promise<string[]> {
  if (!sessionToken) return [];
  const { rows } = await db.query<{ value: string }>(VALUES, [hashSessionToken(sessionToken), MAX_MASKED_VALUES]);
  return rows.map((row) => row.value);
}
