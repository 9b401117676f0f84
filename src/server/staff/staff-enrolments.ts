import markets from '../../reference/markets.json';
import { STATE_GROUPS, type CodeRange } from '../../patient/patient-state-ranges';
import type { EnrolmentListRow } from '../../patient/staff-console-shapes';
import type { Queryable } from '../db/database';
import { matchingIdsSql, MEMBER_COLUMNS } from './enrolment-search-sql';
import type { SearchTerms } from './search-terms';

/** Rows per page of GET /staff/enrolments. */
export const ENROLMENT_PAGE_SIZE = 25;

/** The state filter: a group of SPEC §4 (by code range), `none` (not submitted yet) or `unknown` (in no known group). */
export const STATE_FILTERS = [...STATE_GROUPS.map((group) => group.name), 'none', 'unknown'] as const;

/** The filters of the list; every one optional. `from`/`to` are UTC days (YYYY-MM-DD), both inclusive. */
export interface EnrolmentFilters {
  state?: string;
  unit?: string;
  market?: string;
  from?: string;
  to?: string;
  page: number;
  /** What the search box holds, read every way it may be meant; none lists every enrolment the filters keep. */
  terms?: SearchTerms;
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
  id: string; created_at: Date | string; name: string | null; email: string | null; phone: string | null;
  unit: string | null; market: string | null; flow_version: string; status: string; patient_state: string | null;
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

/**
 * One page of enrolments, newest first, and how many match. The unit is the answer (else the landing link's
 * preset) and the market follows the answered country, as the booking reads them (src/server/booking/booking-service.ts).
 */
export async function listEnrolments(db: Queryable, filters: EnrolmentFilters, marketField: string): Promise<{ rows: EnrolmentListRow[]; total: number }> {
  const state = stateCondition(filters.state);
  const params = [
    marketField, filters.from ? `${filters.from}T00:00:00Z` : null, filters.to ? nextDay(filters.to) : null, JSON.stringify(MARKET_OF_COUNTRY),
    filters.unit ?? null, filters.market ?? null, state.mode, JSON.stringify(state.ranges),
  ];
  const searched = filters.terms ? `and e.id in (${matchingIdsSql(filters.terms, params)})` : '';
  const matching = `
    with listed as (
      select e.id, e.created_at, e.flow_version, e.status, e.patient_state,
        (substring(e.patient_state from '_([0-9]+)$'))::numeric as code,
        coalesce((select sa.answers->>'unit' from step_answers sa where sa.enrolment_id = e.id and sa.answers->>'unit' is not null limit 1), e.presets->>'unit') as unit,
        (select sa.answers->>$1 from step_answers sa where sa.enrolment_id = e.id and sa.answers->>$1 is not null limit 1) as country
      from enrolments e
      where ($2::timestamptz is null or e.created_at >= $2::timestamptz) and ($3::timestamptz is null or e.created_at < $3::timestamptz)
        ${searched}
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
  // The member's name and contact are read for the page's rows only, after the limit.
  const { rows } = await db.query<ListedRow>(
    `select page.*, ${MEMBER_COLUMNS} from (${matching} order by created_at desc, id desc limit ${ENROLMENT_PAGE_SIZE} offset $${params.length + 1}) page
     join enrolments e on e.id = page.id order by page.created_at desc, page.id desc`,
    [...params, (filters.page - 1) * ENROLMENT_PAGE_SIZE],
  );
  const counted = await db.query<{ n: number }>(`select count(*)::int as n from (${matching}) m`, params);
  return {
    rows: rows.map((r) => ({
      id: r.id, createdAt: new Date(r.created_at).toISOString(), name: r.name, email: r.email, phone: r.phone,
      unit: r.unit, market: r.market, flowVersion: r.flow_version, status: r.status, patientState: r.patient_state,
    })),
    total: counted.rows[0]?.n ?? 0,
  };
}
