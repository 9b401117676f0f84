import { Type, type Static } from 'typebox';
import { STATE_GROUPS } from '../patient/patient-state-ranges';
import { MARKETS } from '../reference/markets';
import { UI_LANGUAGE_TABLE } from '../reference/ui-languages';
import { UNITS } from '../reference/units';
import { answerObject, NullableString, oneOf } from './json-shapes';

/** Rows per page of GET /staff/enrolments. */
export const ENROLMENT_PAGE_SIZE = 25;

/** The state filter: a group of patient states (by code range), `none` (not submitted yet) or `unknown` (in no known group). */
export const STATE_FILTERS = [...STATE_GROUPS.map((group) => group.name), 'none', 'unknown'] as const;

/** A cursor as it travels (query string or body): `<created, ISO 8601 with microseconds>_<id>`; the rows' own ids, no member data. */
export const LIST_CURSOR_PATTERN = '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\\.[0-9]{6}Z_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

/** Longest search text: longer than any name, email, phone, date or id, and small enough to hash and match cheaply. */
export const SEARCH_MAX_LENGTH = 200;

/** Most enrolments one search may find; past it the search is refused as too broad (each page is then cheap to read). */
export const SEARCH_MATCH_CAP = 1000;

/** A patient state as the list shows it: null before the enrolment is submitted. */
const PatientState = Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: 64 });

const listFilters = {
  state: Type.Optional(oneOf(STATE_FILTERS)), unit: Type.Optional(oneOf(UNITS)), market: Type.Optional(oneOf(MARKETS)),
  from: Type.Optional(Type.String({ format: 'date' })), to: Type.Optional(Type.String({ format: 'date' })),
};
// Pages of enrolments are turned by key: `after` the last row of a page, or `before` its first (never both).
const CURSOR = Type.String({ pattern: LIST_CURSOR_PATTERN });
const turnPage = { after: Type.Optional(CURSOR), before: Type.Optional(CURSOR) };
const oneWay = { not: { type: 'object', properties: { after: CURSOR, before: CURSOR }, required: ['after', 'before'] } };

/** GET /staff/enrolments: the list's filters and the page to turn to. */
export const EnrolmentListQuery = Type.Object({ ...listFilters, ...turnPage }, { additionalProperties: false, ...oneWay });
export type EnrolmentListQuery = Static<typeof EnrolmentListQuery>;

/** POST /staff/enrolments/search: the text, the staff member's language (how a phone or date is read), the list's filters. */
export const EnrolmentSearch = Type.Object(
  { q: Type.String({ maxLength: SEARCH_MAX_LENGTH }), locale: oneOf(UI_LANGUAGE_TABLE.map((info) => info.code)), ...listFilters, ...turnPage },
  { additionalProperties: false, ...oneWay },
);
export type EnrolmentSearch = Static<typeof EnrolmentSearch>;

/** One row of the list: the enrolment's own facts and the member's name and contact (null before the member gave them). */
export const EnrolmentListRow = answerObject({
  id: Type.String(), createdAt: Type.String(), name: Type.Optional(NullableString), email: Type.Optional(NullableString), phone: Type.Optional(NullableString),
  unit: NullableString, market: NullableString, flowVersion: Type.String(), status: Type.String(), patientState: PatientState,
}, ['id', 'createdAt', 'flowVersion', 'status']);
export type EnrolmentListRow = Static<typeof EnrolmentListRow>;

/** A page of the list, where it stands, and the cursors of its neighbours. */
export const EnrolmentPage = Type.Object({
  enrolments: Type.Array(EnrolmentListRow),
  page: Type.Integer({ minimum: 1, description: 'Where the page stands: 1 + the matching enrolments newer than its first row, over the page size' }),
  pageSize: Type.Integer({ const: ENROLMENT_PAGE_SIZE }),
  total: Type.Integer(),
  previous: Type.Unsafe<string | null>({ type: ['string', 'null'], description: 'Send as `before` for the newer page; null on the first' }),
  next: Type.Unsafe<string | null>({ type: ['string', 'null'], description: 'Send as `after` for the older page; null on the last' }),
});
export type EnrolmentPage = Static<typeof EnrolmentPage>;
