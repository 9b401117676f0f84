import type { FastifyInstance, FastifyRequest } from 'fastify';
import recordSchema from '../../../schemas/consent-record.schema.json';
import type { Database } from '../db/database';
import type { FlowVersions } from '../enrolment/flow-versions';
import { consentRecords } from '../../fhir/consent-record';
import { CONSENT_RECORD_POLICY } from '../../reference/consent-record-policy';
import { errorResponses } from '../http/error-responses';
import { recordAudit } from './audit-log';
import { fhirEnrolmentOf } from './fhir-enrolment-of';
import { fhirResourceIds } from './fhir-resource-ids';

const params = { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } };
const errors = errorResponses(400, 401, 403, 404, 409, 414, 429, 500, 503);
// The document's own keywords stay in the file; the route carries the record's shape.
const { $schema: _dialect, title: _title, ...record } = recordSchema;

/** GET /staff/enrolments/:id/consent-records: each consent receipt of a submitted enrolment as an ISO/IEC TS 27560 record; audited. */
export async function consentRecordRoutes(app: FastifyInstance, opts: { db: Database; now: () => Date; versions: FlowVersions; flags: Record<string, boolean>; marketField?: string; identify: (request: FastifyRequest) => Promise<string> }): Promise<void> {
  const { db } = opts;
  app.get('/enrolments/:id/consent-records', {
    schema: {
      operationId: 'exportEnrolmentConsentRecords',
      summary: "A submitted enrolment's consent receipts as ISO/IEC TS 27560 consent records, oldest first, each with the id of its FHIR Consent",
      params,
      response: { 200: { type: 'array', items: record }, ...errors },
    },
  }, async (request) => {
    const staff = await opts.identify(request);
    const { id } = request.params as { id: string };
    const { enrolment } = await fhirEnrolmentOf(db, id, opts);
    await recordAudit(db, { staff, action: 'export_consent_records', enrolmentId: id, now: opts.now() });
    return consentRecords(enrolment, opts.marketField, CONSENT_RECORD_POLICY, fhirResourceIds(id));
  });
}
