import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EnrolmentIdParams } from '../../contract/json-shapes';
import { WithdrawalReceipt, WithdrawalRequest } from '../../contract/withdrawal-api';
import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';
import { errorResponses } from '../http/error-responses';
import { lockEnrolment } from '../enrolment/enrolment-store';
import { recordAudit } from '../staff/audit-log';
import { reasonText } from '../staff/reason-text';

const errors = errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 500, 503);

/** 409 `consent_not_in_force`: the consent's latest receipt is not an acceptance, so there is nothing to withdraw. */
export class ConsentNotInForceError extends ApiError {
  constructor(consent: string) {
    super(409, 'consent_not_in_force', `${consent} is not accepted now (declined or already withdrawn), so there is nothing to withdraw; read the receipts in GET /staff/enrolments/:id.`);
    this.name = 'ConsentNotInForceError';
  }
}

/** POST /staff/enrolments/:id/withdrawals: a coordinator records that a member withdrew an optional consent, with the member's reason. */
export async function withdrawalRoutes(scope: FastifyInstance, opts: { db: Database; now: () => Date }): Promise<void> {
  const { db } = opts;
  scope.withTypeProvider<TypeBoxTypeProvider>().post('/enrolments/:id/withdrawals', {
    schema: {
      summary: 'Record that the member withdrew an optional consent: a new "withdrawn" receipt (the original stays); 409 when it is not accepted now',
      operationId: 'withdrawConsent', params: EnrolmentIdParams,
      body: WithdrawalRequest,
      response: { 200: WithdrawalReceipt, ...errors },
    },
  }, async (request) => {
    const by = request.staff;
    const { id } = request.params;
    const { consent, reason } = request.body;
    const cleaned = reasonText(reason);
    if (!cleaned) throw new ApiError(400, 'reason_missing', 'Write the reason the member gave for withdrawing, in words.', [{ field: 'reason', rule: 'required' }]);
    const { rows: found } = await db.query<{ patient_state: string | null }>('select patient_state from enrolments where id = $1', [id]);
    if (!found[0]) throw new ApiError(404, 'unknown_enrolment', `No enrolment ${id}; pick one from GET /staff/enrolments.`);
    if (!found[0].patient_state) throw new ApiError(409, 'not_enrolled', 'This enrolment has not been submitted; the member can still change the answer themselves.');
    const now = opts.now();
    return db.transaction(async (tx) => {
      // The enrolment's row lock orders concurrent withdrawals: the second sees the first's receipt and is refused.
      await lockEnrolment(tx, id);
      const { rows } = await tx.query<{ decision: string; document: string | null; document_variant: string | null; document_url: string | null; document_version: string | null }>(
        'select decision, document, document_variant, document_url, document_version from consent_decisions where enrolment_id = $1 and consent_id = $2 order by id desc limit 1', [id, consent],
      );
      const latest = rows[0];
      if (latest?.decision !== 'accepted') throw new ConsentNotInForceError(consent);
      await tx.query(
        `insert into consent_decisions (enrolment_id, consent_id, document, document_variant, document_url, document_version, decision, locale, flow_version, decided_at, recorded_by, reason)
         select $1, $2, $3, $4, $5, $6, 'withdrawn', locale, flow_version, $7, $8, $9 from enrolments where id = $1`,
        [id, consent, latest.document, latest.document_variant, latest.document_url, latest.document_version, now.toISOString(), by, cleaned],
      );
      await recordAudit(tx, { staff: by, action: 'withdraw_consent', enrolmentId: id, now });
      return { consent, decision: 'withdrawn', decidedAt: now.toISOString() };
    });
  });
}
