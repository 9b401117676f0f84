import { Type, type Static } from 'typebox';
import type { AnswerValue, Field } from '../flow/flow-types';
import { answerObject, looseObject, mapOf, NullableString, oneOf } from './json-shapes';

/** A field as the console needs it to show an answer the way the member's review page did (src/web/steps/answer-text.ts). */
export type ShownField = Pick<Field, 'name' | 'type' | 'labelKey' | 'options' | 'multiple' | 'document'>;

/** One change of the member's patient state, with who made it and why. */
export const StateChange = answerObject({ from: NullableString, to: Type.String(), changedBy: Type.String(), changedAt: Type.String(), reason: NullableString });

const Receipt = answerObject({
  consentId: Type.String(), decision: Type.String(), document: NullableString, documentVariant: NullableString, documentUrl: NullableString,
  documentVersion: NullableString, shownSha256: NullableString, locale: Type.String(), flowVersion: Type.String(), decidedAt: Type.String(),
});

/** GET /staff/enrolments/:id: facts, answers per step of the member's path, receipts, booking, history. */
export const EnrolmentDetail = answerObject({
  id: Type.String(), createdAt: Type.String(), submittedAt: NullableString, unit: NullableString, market: NullableString, flowVersion: Type.String(), status: Type.String(), locale: Type.String(),
  patientState: Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: 64 }),
  offered: Type.Array(Type.String()),
  answerContext: Type.Unsafe<{ country?: string; timezone?: string }>({ type: 'object', properties: { country: { type: 'string' }, timezone: { type: 'string' } } }),
  steps: Type.Array(answerObject({
    stepId: Type.String(), titleKey: Type.String(),
    answers: Type.Array(Type.Unsafe<{ field: ShownField; value?: AnswerValue }>({ type: 'object', properties: { field: looseObject<ShownField>(), value: {} } })),
  })),
  receipts: Type.Array(Receipt),
  booking: Type.Union([Type.Null(), answerObject({ start: Type.String(), end: Type.String(), status: oneOf(['held', 'confirmed', 'cancelled'] as const) })]),
  history: Type.Array(StateChange),
  /** Each consent's latest receipt event: what the member's data use follows. */
  consentsInForce: mapOf(oneOf(['accepted', 'declined', 'withdrawn'] as const)),
  /** Optional consents a coordinator recorded as withdrawn, with the member's reason. */
  withdrawals: Type.Array(Type.Object({ consentId: Type.String(), by: Type.String(), at: Type.String(), reason: Type.String() })),
  /** Set when the member is a minor: the guardian who consented for them, as the flow asked for it. */
  minor: Type.Union([Type.Null(), Type.Object({ guardianName: Type.String() })]),
}, ['id', 'steps', 'receipts', 'booking', 'history', 'offered', 'consentsInForce', 'withdrawals', 'minor']);
export type EnrolmentDetail = Static<typeof EnrolmentDetail>;
