import { Type, type Static } from 'typebox';
import type { StepAnswers } from '../flow/flow-types';
import { CONTINUE_NAME } from '../reference/native-submission';
import { ARRIVALS } from '../reference/referral';
import { UI_LANGUAGE_TABLE } from '../reference/ui-languages';
import { UNITS } from '../reference/units';
import { answerObject, oneOf } from './json-shapes';

/** The interface languages a member may use. */
const LOCALE = oneOf(UI_LANGUAGE_TABLE.map((language) => language.code));
// A multiple choice's answer is a list of option values; the step's own schema then checks each one.
const answerValue = { type: ['string', 'number', 'boolean', 'array'], maxLength: 1000, maxItems: 50, items: { type: 'string', maxLength: 1000 } };

/** POST /member/enrolments: the interface language, the care programme and arrival a landing link named, the client's time zone report. */
export const StartEnrolment = Type.Object({
  locale: LOCALE, unit: Type.Optional(oneOf(UNITS)),
  ref: Type.Optional(Type.Unsafe<(typeof ARRIVALS)[number]>({ enum: [...ARRIVALS], description: 'How the member arrived (landing link `?ref=`): the legal step shows the invitation/referral documents' })),
  clientTimezone: Type.Optional(Type.Integer({ minimum: -900, maximum: 900 })), isDST: Type.Optional(Type.Boolean()),
}, { additionalProperties: false });
export type StartEnrolment = Static<typeof StartEnrolment>;

/** PUT /member/enrolment/steps/:stepId: the step. */
export const StepParams = Type.Object({ stepId: Type.String({ pattern: '^[a-z][a-z0-9-]*$', maxLength: 64 }) });

/** PUT /member/enrolment/steps/:stepId: the step's answers by field, and the language the step was shown in. */
export const SaveStep = Type.Object({
  answers: Type.Unsafe<StepAnswers>({ type: 'object', maxProperties: 50, propertyNames: { pattern: '^[a-zA-Z][a-zA-Z0-9]*$', maxLength: 64 }, additionalProperties: answerValue }),
  locale: Type.Optional(Type.Unsafe<string>({ enum: UI_LANGUAGE_TABLE.map((language) => language.code), description: 'The interface language the step was shown in; consent receipts record it.' })),
}, { additionalProperties: false });

/** GET /member/enrolment/slots: the days to list (both optional). */
export const SlotsQuery = Type.Object({ from: Type.Optional(Type.String({ format: 'date' })), to: Type.Optional(Type.String({ format: 'date' })) }, { additionalProperties: false });

/** POST /member/enrolment/booking: the start of the slot to hold. */
export const BookSlot = Type.Object({ start: Type.String({ format: 'date-time', maxLength: 40 }) }, { additionalProperties: false });

/** POST /member/enrolment/resume-link: where to mail the link, and in which language. */
export const ResumeLinkRequest = Type.Object({
  email: Type.String({ format: 'email', maxLength: 254 }),
  locale: Type.Optional(Type.Unsafe<string>({ enum: UI_LANGUAGE_TABLE.map((language) => language.code), description: 'The language of the mail and of the page the link opens; the enrolment\'s when absent.' })),
}, { additionalProperties: false });

/** POST /member/resume: the token from the link's fragment and the birth date the member answered. */
export const ResumeRequest = Type.Object({ token: Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' }), dateOfBirth: Type.String({ format: 'date' }) }, { additionalProperties: false });

/** A native form post of the first step: its fields as the browser sends them, one value or several per name. */
export type FirstStepFields = Record<string, string | string[]> & { [CONTINUE_NAME]: string; lang?: string; unit?: string; ref?: (typeof ARRIVALS)[number] };

/**
 * POST /member/first-step: the step to continue (`continue`), the landing link's language, programme and arrival,
 * and the step's fields; each value at most `valueMaxLength` characters.
 */
export function firstStepForm(valueMaxLength: number) {
  const value = { type: 'string', maxLength: valueMaxLength };
  return Type.Unsafe<FirstStepFields>({
    type: 'object', required: [CONTINUE_NAME], maxProperties: 50,
    propertyNames: { pattern: '^[a-z][a-zA-Z0-9_]*$', maxLength: 70 },
    properties: { [CONTINUE_NAME]: { type: 'string', pattern: '^[a-z][a-z0-9-]*$', maxLength: 64 }, lang: { enum: UI_LANGUAGE_TABLE.map((language) => language.code) }, unit: { enum: [...UNITS] }, ref: { enum: [...ARRIVALS] } },
    additionalProperties: { anyOf: [value, { type: 'array', maxItems: 50, items: value }] },
  });
}

/** The flags an enrolment started with and keeps, by name. */
export const EnrolmentFlags = Type.Unsafe<Record<string, boolean>>({ type: 'object', additionalProperties: { type: 'boolean' }, description: 'The flags this enrolment started with and keeps; the page decides the path with them.' });

/** The highest Save-Sequence the server acknowledged; the bound is the server's own (save order). */
export const saveSequenceAnswer = (maximum: number) =>
  Type.Unsafe<number>({ type: 'integer', minimum: 0, maximum, description: 'The highest Save-Sequence the server acknowledged for the enrolment (0 before any): the page numbers its next save after it.' });

/** POST /member/enrolments answers 201: the new enrolment and its flags. */
export const EnrolmentStarted = answerObject({ enrolmentId: Type.String({ format: 'uuid' }), flags: EnrolmentFlags }, ['enrolmentId', 'flags']);
export type EnrolmentStarted = Static<typeof EnrolmentStarted>;

/** PUT /member/enrolment/steps/:stepId answers 200: the step saved and the Save-Sequence acknowledged. */
export const stepSavedAnswer = (maxSaveSequence: number) =>
  answerObject({ stepId: Type.String(), saved: Type.Unsafe<true>({ const: true }), saveSequence: saveSequenceAnswer(maxSaveSequence) }, ['stepId', 'saved', 'saveSequence']);
export type StepSaved = Static<ReturnType<typeof stepSavedAnswer>>;

/** A bookable slot: ISO 8601 start and end (POST /member/enrolment/booking answers the one it holds). */
export const SlotAnswer = answerObject({ start: Type.String({ format: 'date-time' }), end: Type.String({ format: 'date-time' }) }, ['start', 'end']);
export type SlotAnswer = Static<typeof SlotAnswer>;

/** GET /member/enrolment/slots answers 200: the bookable slots. */
export const SlotList = answerObject({ slots: Type.Array(SlotAnswer) }, ['slots']);
export type SlotList = Static<typeof SlotList>;
