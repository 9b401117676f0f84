import markets from '../../reference/markets.json';
import { STATE_GROUPS, type CodeRange } from '../../patient/patient-state-ranges';
import { ENROLMENT_PAGE_SIZE, type EnrolmentListRow } from '../../contract/enrolment-list-api';
import type { Queryable } from '../db/database';
import { MEMBER_COLUMNS } from './enrolment-search-sql';
import { type ListCursor } from './list-cursor';

/** The filters of the list; every one optional. `from`/`to` are UTC days (YYYY-MM-DD), both inclusive. */
export interface EnrolmentFilters {
  state?: string;
  unit?: string;
  market?: string;
  from?: string;
  to?: string;
  /** The page after (older than) this row, or before (newer than) it; neither: the newest page. */
  after?: ListCursor;
  before?: ListCursor;
  /** The enrolments a search found (at most SEARCH_MATCH_CAP); none lists every enrolment the filters keep. */
  ids?: string[];
}

/** One page, where it stands (1 + the matching rows newer than its first, over the page size) and its neighbours. */
export interface EnrolmentListPage {
  rows: EnrolmentListRow[];
  page: number;
  total: number;
  /** The cursor of the page's first row (for `before`) when newer rows match, and of its last (for `after`) when older ones do. */
  previous: string | null;
  next: string | null;
}

// country code -> market, for SQL (the same table as src/reference/markets.ts; anything else with a country is OTHER).
const MARKET_OF_COUNTRY = Object.fromEntries(Object.entries(markets).flatMap(([market, countries]) => countries.map((country) => [country, market])));
const ALL_GROUPS: CodeRange[] = STATE_GROUPS.map(({ min, max }) => ({ min, max }));

function stateCondition(state: string | undefined): { mode: string; ranges: CodeRange[] } {
  if (!state) return { mode: 'any', ranges: [] };
  if (state === 'none' || state === 'unknown') return { mode: state, ranges: ALL_GROUPS };
  return { mode: 'in', ranges: STATE_GROUPS.filter((group) => group.name === state).map(({ min, max }) => ({ min, max })) };
}

interface ListedRow {
  id: string; created_at: Date | string; cursor: string; name: string | null; email: string | null; phone: string | null;
  unit: string | null; market: string | null; flow_version: string; status: string; patient_state: string | null;
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

/**
 * One page of enrolments, newest first, paged by key (created, id): each page reads from an index from where the
 * last one stopped, never skipping rows with OFFSET. The unit is the answer (else the landing link's preset) and the
 * market follows the answered country, as the booking reads them (src/server/booking/booking-service.ts); both are
 * columns of the enrolment, kept from the answers by the trigger of migration 023, so a filter reads no answers.
 */
export async function listEnrolments(db: Queryable, filters: EnrolmentFilters): Promise<EnrolmentListPage> {
  const state = stateCondition(filters.state);
  const params: unknown[] = [
    filters.ids ?? null, filters.from ? `${filters.from}T00:00:00Z` : null, filters.to ? nextDay(filters.to) : null, JSON.stringify(MARKET_OF_COUNTRY),
    filters.unit ?? null, filters.market ?? null, state.mode, JSON.stringify(state.ranges),
  ];
  const matching = `
    with listed as (
      select e.id, e.created_at, e.flow_version, e.status, e.patient_state,
        (substring(e.patient_state from '_([0-9]+)$'))::numeric as code,
        coalesce(e.answered_unit, e.presets->>'unit') as unit, e.answered_country as country
      from enrolments e
      where ($2::timestamptz is null or e.created_at >= $2::timestamptz) and ($3::timestamptz is null or e.created_at < $3::timestamptz)
        and ($1::uuid[] is null or e.id = any($1::uuid[]))
    ), marketed as (
      select listed.*, case when country is null then null else coalesce($4::jsonb ->> upper(country), 'OTHER') end as market from listed
    )
    select * from marketed
    where ($5::text is null or unit = $5) and ($6::text is null or market = $6)
      and case $7::text
        when 'any' then true
        when 'none' then patient_state is null
        when 'unknown' then patient_state is not null and not exists (select 1 from jsonb_array_elements($8::jsonb) g where code between (g->>'min')::numeric and (g->>'max')::numeric)
        else exists (select 1 from jsonb_array_elements($8::jsonb) g where code between (g->>'min')::numeric and (g->>'max')::numeric)
      end`;
  const anchor = filters.before ?? filters.after;
  const n = params.length;
  const keyed = anchor ? `where (created_at, id) ${filters.before ? '>' : '<'} ($${n + 1}::timestamptz, $${n + 2}::uuid)` : '';
  const order = filters.before ? 'asc' : 'desc';
  // The member's name and contact are read for the page's rows only, after the limit.
  const { rows } = await db.query<ListedRow>(
    `select page.*, to_char(page.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || page.id as cursor, ${MEMBER_COLUMNS}
     from (select * from (${matching}) m ${keyed} order by created_at ${order}, id ${order} limit ${ENROLMENT_PAGE_SIZE}) page
     join enrolments e on e.id = page.id order by page.created_at desc, page.id desc`,
    anchor ? [...params, anchor.createdAt, anchor.id] : params,
  );
  const first = rows[0];
  const last = rows[rows.length - 1];
  // Where the page stands and whether it has neighbours, in one pass over the same matches.
  // Bounds come from the cursors' text: a Date would drop the microseconds and miscount rows made in the same millisecond.
  const key = (cursor: string) => cursor.split('_');
  const bounds = first && last ? [...key(first.cursor), ...key(last.cursor)] : anchor ? [anchor.createdAt, anchor.id, anchor.createdAt, anchor.id] : [null, null, null, null];
  const counted = await db.query<{ total: number; newer: number; older: number }>(
    `select count(*)::int as total,
       count(*) filter (where (created_at, id) > ($${n + 1}::timestamptz, $${n + 2}::uuid))::int as newer,
       count(*) filter (where (created_at, id) < ($${n + 3}::timestamptz, $${n + 4}::uuid))::int as older
     from (${matching}) m`,
    [...params, ...bounds],
  );
  const { total = 0, newer = 0, older = 0 } = counted.rows[0] ?? {};
  return {
    rows: rows.map((r) => ({
      id: r.id, createdAt: new Date(r.created_at).toISOString(), name: r.name, email: r.email, phone: r.phone,
      unit: r.unit, market: r.market, flowVersion: r.flow_version, status: r.status, patientState: r.patient_state,
    })),
    page: Math.floor(newer / ENROLMENT_PAGE_SIZE) + 1,
    total,
    previous: first && newer > 0 ? first.cursor : null,
    next: last && older > 0 ? last.cursor : null,
  };
}
