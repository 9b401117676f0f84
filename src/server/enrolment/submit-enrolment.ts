import type { PathFacts } from './path-facts';
import type { Answers, Flow } from '../../flow/flow-types';
import type { FlowFacts } from '../../flow/flow-facts';
import { reachableSteps } from '../../flow/reachability';
import type { Destination } from '../../reference/destinations';
import type { Database } from '../db/database';
import * as store from './enrolment-store';
import { StaleAnswerError, SubmitError, ValidationFailedError } from '../http/api-error';
import { staleBooking } from '../booking/booking-consistency';
import { confirmBooking } from '../booking/booking-store';
import { EnrolmentMovedMeanwhile } from './flow-version-errors';
import { validateStep } from './validate-step';

/** The patient state code a new enrolment gets: the first of the enrolled range 300–399 (docs/spec/states.md#patient-state-ranges). */
export const ENROLLED_STATE = 'enrolled_300';

/** What a submit answers (and what a retried submit with the same Idempotency-Key answers again). */
export interface SubmitResponse {
  patientState: string;
  destinations: Destination[];
}

/**
 * Enrols a member exactly once. The enrolment row is locked, so raced submits queue; a key seen before
 * gets its stored answer; an enrolment already submitted answers with its state; otherwise every step on
 * the path is checked again (errors name the step at fault), the booking must still fit the answers, then
 * the booking is confirmed, the member is marked enrolled and the state change is recorded.
 */
export async function submitEnrolment(input: {
  db: Database;
  flow: Flow;
  flowFacts: FlowFacts;
  /** The flow version `flow` and `answers` belong to: a move to another one before the lock is EnrolmentMovedMeanwhile. */
  flowHash: string | null;
  enrolmentId: string;
  answers: Answers;
  idempotencyKey: string;
  destinations: Destination[];
  now: () => Date;
  /** The path's facts as submitted, kept with the enrolment. */
  facts?: PathFacts;
}): Promise<SubmitResponse> {
  const { db, flow, flowFacts, enrolmentId, answers, idempotencyKey } = input;
  const response: SubmitResponse = { patientState: ENROLLED_STATE, destinations: input.destinations };
  const formSteps = reachableSteps(flow, flowFacts).filter((step) => step.kind === 'form');
  return db.transaction(async (tx) => {
    const locked = await store.lockEnrolment(tx, enrolmentId);
    const earlier = await store.findSubmitResponse(tx, enrolmentId, idempotencyKey);
    if (earlier) return earlier as SubmitResponse;
    if (locked.status === 'submitted') {
      const again = { ...response, patientState: locked.patient_state ?? ENROLLED_STATE };
      await store.saveSubmitResponse(tx, enrolmentId, idempotencyKey, again);
      return again;
    }
    if (locked.flow_hash !== input.flowHash) throw new EnrolmentMovedMeanwhile();
    // Steps in flow order, so the member is sent to the first one at fault.
    for (const step of formSteps) {
      const stepAnswers = answers[step.id];
      if (!stepAnswers) throw new SubmitError('incomplete', `Step '${step.id}' has not been answered; save it before submitting.`, step.id);
      const issues = validateStep(step, stepAnswers, flowFacts);
      if (issues.length > 0) throw new ValidationFailedError(issues, step.id);
    }
    const stale = await staleBooking(tx, enrolmentId, flow, flowFacts, answers, input.now());
    if (stale) throw new StaleAnswerError(stale.stepId, stale.reason);
    // The hold becomes the member's appointment: it no longer expires with the session.
    await confirmBooking(tx, enrolmentId);
    await store.markSubmitted(tx, enrolmentId, input.now(), input.facts);
    await store.changePatientState(tx, enrolmentId, { from: null, to: ENROLLED_STATE, by: 'system', now: input.now() });
    await store.saveSubmitResponse(tx, enrolmentId, idempotencyKey, response);
    return response;
  });
}
