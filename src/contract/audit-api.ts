import { Type, type Static } from 'typebox';
import { AUDIT_ACTIONS } from '../patient/audit-actions';
import { answerObject, NullableString, oneOf } from './json-shapes';

/** Entries per page of GET /staff/audit. */
export const AUDIT_PAGE_SIZE = 50;

/** GET /staff/audit: the page (query strings stay strings, the API does not coerce: 1-10000 written plainly) and the filters, each matched exactly. */
export const AuditQuery = Type.Object({
  page: Type.Optional(Type.String({ pattern: '^([1-9][0-9]{0,3}|10000)$' })), enrolment: Type.Optional(Type.String({ format: 'uuid' })),
  staff: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_.-]{1,64}$' })), action: Type.Optional(oneOf(AUDIT_ACTIONS)),
}, { additionalProperties: false });
export type AuditQuery = Static<typeof AuditQuery>;

/** One entry of the log: who did what, to which enrolment, when; no member data. */
export const AuditEntry = answerObject({ staff: Type.String(), action: oneOf(AUDIT_ACTIONS), enrolmentId: NullableString, at: Type.String() });

/** A page of GET /staff/audit. */
export const AuditPage = Type.Object({ entries: Type.Array(AuditEntry), page: Type.Integer(), pageSize: Type.Integer({ const: AUDIT_PAGE_SIZE }), total: Type.Integer() });
export type AuditPage = Static<typeof AuditPage>;
