import { SEARCH_MATCH_CAP } from '../../contract/enrolment-list-api';
import type { Queryable } from '../db/database';
import { MAX_WORDS, type SearchTerms } from './search-terms';

/**
 * The answers the staff search reads, by the flow's field names. Migration 016 indexes these very expressions;
 * a change here needs a migration that indexes the new ones.
 */
export const SEARCH_TEXT = "lower(coalesce(sa.answers->>'firstName', '') || ' ' || coalesce(sa.answers->>'lastName', '') || ' ' || coalesce(sa.answers->>'email', ''))";
const PHONE = "(sa.answers->>'phone')";
const BIRTH_DATE = "(sa.answers->>'dateOfBirth')";

/** The name (given then family) and contact of one enrolment `e`, as three columns of a select list. */
export const MEMBER_COLUMNS = `
  (select nullif(trim(concat_ws(' ', sa.answers->>'firstName', sa.answers->>'lastName')), '') from step_answers sa
    where sa.enrolment_id = e.id and (sa.answers ? 'firstName' or sa.answers ? 'lastName') limit 1) as name,
  (select sa.answers->>'email' from step_answers sa where sa.enrolment_id = e.id and sa.answers ? 'email' limit 1) as email,
  (select ${PHONE} from step_answers sa where sa.enrolment_id = e.id and sa.answers ? 'phone' limit 1) as phone`;


/**
 * A select of the ids of the enrolments that match `terms` (each way of reading the text is one indexed branch of a
 * union), with its parameters appended to `params` as $n placeholders: no value is ever written into the SQL.
 */
export function matchingIdsSql(terms: SearchTerms, params: unknown[]): string {
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const branches: string[] = [];
  const words = terms.words.slice(0, MAX_WORDS).map((word) => `${SEARCH_TEXT} like ${param(`%${word}%`)}`);
  if (words.length > 0) branches.push(`select sa.enrolment_id as id from step_answers sa where ${words.join(' and ')}`);
  if (terms.phones.length > 0) branches.push(`select sa.enrolment_id as id from step_answers sa where ${PHONE} = any(${param(terms.phones)}::text[])`);
  if (terms.birthDates.length > 0) branches.push(`select sa.enrolment_id as id from step_answers sa where ${BIRTH_DATE} = any(${param(terms.birthDates)}::text[])`);
  if (terms.idRange) branches.push(`select e.id from enrolments e where e.id between ${param(terms.idRange.low)}::uuid and ${param(terms.idRange.high)}::uuid`);
  // Each branch stops at the cap, so a word found in every member's email reads no more than the cap's rows.
  return branches.map((branch) => `(${branch} limit ${SEARCH_MATCH_CAP + 1})`).join('\n    union ');
}

/**
 * The ids of the enrolments a search finds, at most SEARCH_MATCH_CAP + 1 of them: the one past the cap says the
 * search was too broad, without reading every match to count them.
 */
export async function matchingIds(db: Queryable, terms: SearchTerms): Promise<string[]> {
  const params: unknown[] = [];
  const sql = `select id::text as id from (${matchingIdsSql(terms, params)}) found limit ${SEARCH_MATCH_CAP + 1}`;
  const { rows } = await db.query<{ id: string }>(sql, params);
  return rows.map((row) => row.id);
}
