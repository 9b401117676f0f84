import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EnrolmentIdParams } from '../../contract/json-shapes';
import { AppliedTransition, OfferedTransitions, StateHistory, TransitionRequest } from '../../contract/patient-state-api';
import { offeredTransitions } from '../../patient/offered-transitions';
import { manualCandidates } from '../../patient/transition-candidates';
import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';
import { errorResponses } from '../http/error-responses';
import { changePatientState, lockEnrolment } from '../enrolment/enrolment-store';
import { recordAudit } from './audit-log';
import { reasonText } from './reason-text';

const params = EnrolmentIdParams;
const errors = errorResponses(400, 401, 403, 404, 409, 429, 500, 503);
// A route with a body also refuses one too large or not JSON before its handler runs.
const bodyErrors = errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 500, 503);
// Transition logs go to stderr through pino; nothing about the patient but the enrolment id.
const silentLogger = { warn: () => undefined, error: () => undefined };

/** Staff routes under /staff: the manual patient-state transitions (docs/spec/states.md#manual-transitions) and their history. */
export async function staffRoutes(scope: FastifyInstance, opts: { db: Database; now: () => Date }): Promise<void> {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = opts;

  async function currentState(id: string): Promise<string> {
    const { rows } = await db.query<{ patient_state: string | null }>('select patient_state from enrolments where id = $1', [id]);
    if (!rows[0]) throw new ApiError(404, 'unknown_enrolment', `No enrolment ${id}.`);
    if (!rows[0].patient_state) throw new ApiError(409, 'not_enrolled', 'This enrolment has not been submitted, so it has no patient state yet.');
    return rows[0].patient_state;
  }

  app.get('/enrolments/:id/transitions', {
    schema: {
      operationId: 'listTransitions', summary: 'The manual transitions offered for a member (docs/spec/states.md#offered-transitions)', params,
      response: { 200: OfferedTransitions, ...errors },
    },
    config: { audit: { action: 'view_transitions', enrolment: true } },
  }, async (request) => {
    const current = await currentState(request.params.id);
    return { current, offered: offeredTransitions(current, manualCandidates(), silentLogger) };
  });

  app.post('/enrolments/:id/transitions', {
    schema: {
      operationId: 'applyTransition', summary: 'Apply a manual transition with its reason; 409 when it is not offered from the current state', params,
      body: TransitionRequest,
      response: { 200: AppliedTransition, ...bodyErrors },
    },
  }, async (request) => {
    const by = request.staff;
    const { id } = request.params;
    const { to, reason: written } = request.body;
    // The same text rule as a withdrawal's reason: what is stored reads as the letters typed.
    const reason = reasonText(written);
    if (!reason) throw new ApiError(400, 'reason_missing', 'Write the reason for the change, in words.', [{ field: 'reason', rule: 'required' }]);
    await currentState(id);
    return db.transaction(async (tx) => {
      const locked = await lockEnrolment(tx, id);
      const from = locked.patient_state ?? '';
      if (offeredTransitions(from, [to], silentLogger).length === 0) throw new ApiError(409, 'transition_not_offered', `${to} is not offered from ${from}; ask GET /staff/enrolments/${id}/transitions.`);
      await changePatientState(tx, id, { from, to, by, now: opts.now() });
      // The change and who made it are written together: no change without its audit entry.
      await tx.query('update patient_state_history set reason = $2 where id = (select max(id) from patient_state_history where enrolment_id = $1)', [id, reason]);
      await recordAudit(tx, { staff: by, action: 'apply_transition', enrolmentId: id, now: opts.now() });
      return { patientState: to };
    });
  });

  app.get('/enrolments/:id/history', {
    schema: {
      operationId: 'getStateHistory', summary: "Every change of the member's patient state", params,
      response: { 200: StateHistory, ...errors },
    },
    config: { audit: { action: 'view_history', enrolment: true } },
  }, async (request) => {
    const { id } = request.params;
    await currentState(id);
    const { rows } = await db.query<{ from_state: string | null; to_state: string; changed_by: string; changed_at: Date | string; reason: string | null }>(
      'select from_state, to_state, changed_by, changed_at, reason from patient_state_history where enrolment_id = $1 order by id',
      [id],
    );
    return { history: rows.map((r) => ({ from: r.from_state, to: r.to_state, changedBy: r.changed_by, changedAt: new Date(r.changed_at).toISOString(), reason: r.reason })) };
  });
}
