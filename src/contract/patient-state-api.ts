import { Type } from 'typebox';
import { StateChange } from './enrolment-detail-api';

/** A patient state as the transitions routes take and give it: `<handler>_<number>`. */
const PatientState = Type.String({ pattern: '^[a-z]+(_[a-z]+)*_[0-9]+$', maxLength: 64 });

/** GET /staff/enrolments/:id/transitions: the member's patient state and the manual transitions offered from it. */
export const OfferedTransitions = Type.Object({ current: PatientState, offered: Type.Array(PatientState) });

/** POST /staff/enrolments/:id/transitions: the state to move to and the reason, in words. */
export const TransitionRequest = Type.Object({ to: PatientState, reason: Type.String({ minLength: 1, maxLength: 500, pattern: '\\S' }) }, { additionalProperties: false });

/** The patient state a transition moved the member to. */
export const AppliedTransition = Type.Object({ patientState: PatientState });

/** GET /staff/enrolments/:id/history: every change of the member's patient state. */
export const StateHistory = Type.Object({
  history: Type.Array(StateChange),
});
