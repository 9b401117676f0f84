import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ConsentRecords } from '../../contract/enrolment-export-api';
import { EnrolmentIdParams } from '../../contract/json-shapes';
import type { Database } from '../db/database';
import type { FlowVersions } from '../enrolment/flow-versions';
import { consentRecords } from '../../fhir/consent-record';
import { CONSENT_RECORD_POLICY } from '../../reference/consent-record-policy';
import { errorResponses } from '../http/error-responses';
import { fhirEnrolmentOf } from './fhir-enrolment-of';
import { fhirResourceIds } from './fhir-resource-ids';

const errors = errorResponses(400, 401, 403, 404, 409, 414, 429, 500, 503);

/** GET /staff/enrolments/:id/consent-records: each consent receipt of a submitted enrolment as an ISO/IEC TS 27560 record; audited. */
export async function consentRecordRoutes(scope: FastifyInstance, opts: { db: Database; now: () => Date; versions: FlowVersions; flags: Record<string, boolean>; marketField?: string }): Promise<void> {
  const { db } = opts;
  scope.withTypeProvider<TypeBoxTypeProvider>().get('/enrolments/:id/consent-records', {
    schema: {
      operationId: 'exportEnrolmentConsentRecords',
      summary: "A submitted enrolment's consent receipts as ISO/IEC TS 27560 consent records, oldest first, each with the id of its FHIR Consent",
      params: EnrolmentIdParams,
      response: { 200: ConsentRecords, ...errors },
    },
    config: { audit: { action: 'export_consent_records', enrolment: true } },
  }, async (request) => {
    const { id } = request.params;
    const { enrolment } = await fhirEnrolmentOf(db, id, opts);
    return consentRecords(enrolment, opts.marketField, CONSENT_RECORD_POLICY, fhirResourceIds(id));
  });
}
