import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import type { FlowVersions } from '../enrolment/flow-versions';
import { enrolmentBundle } from '../../fhir/enrolment-bundle';
import { errorResponses } from '../http/error-responses';
import { recordAudit } from './audit-log';
import { fhirEnrolmentOf } from './fhir-enrolment-of';
import { fhirResourceIds } from './fhir-resource-ids';

const params = { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } };
const errors = errorResponses(400, 401, 403, 404, 409, 414, 429, 500, 503);
// Resources are FHIR's to define (the export's tests validate them against the R4 definitions); the schema fixes the envelope.
const resource = { type: 'object', required: ['resourceType', 'id'], additionalProperties: true, properties: { resourceType: { type: 'string' }, id: { type: 'string' } } };
const bundleSchema = {
  type: 'object', required: ['resourceType', 'id', 'identifier', 'type', 'timestamp', 'entry'], additionalProperties: false,
  properties: {
    resourceType: { const: 'Bundle' }, id: { type: 'string' }, type: { const: 'collection' }, timestamp: { type: 'string' },
    identifier: { type: 'object', required: ['system', 'value'], properties: { system: { type: 'string' }, value: { type: 'string' } } },
    entry: { type: 'array', items: { type: 'object', required: ['fullUrl', 'resource'], additionalProperties: false, properties: { fullUrl: { type: 'string' }, resource } } },
  },
};

/** GET /staff/enrolments/:id/fhir: a submitted enrolment as a FHIR R4 Bundle, for the clinic's systems; audited. */
export async function fhirRoutes(app: FastifyInstance, opts: { db: Database; now: () => Date; versions: FlowVersions; flags: Record<string, boolean>; marketField?: string; identify: (request: FastifyRequest) => Promise<string> }): Promise<void> {
  const { db } = opts;
  app.get('/enrolments/:id/fhir', {
    schema: {
      operationId: 'exportEnrolmentFhir',
      summary: 'A submitted enrolment as a FHIR R4 collection Bundle (application/fhir+json): Patient, QuestionnaireResponse, Observations, Consents, Appointment, Provenance',
      params,
      response: { 200: { content: { 'application/fhir+json': { schema: bundleSchema } } }, ...errors },
    },
  }, async (request, reply) => {
    const staff = await opts.identify(request);
    const { id } = request.params as { id: string };
    const { enrolment, flow } = await fhirEnrolmentOf(db, id, opts);
    await recordAudit(db, { staff, action: 'export_fhir', enrolmentId: id, now: opts.now() });
    return reply.type('application/fhir+json; charset=utf-8').send(enrolmentBundle(enrolment, flow, fhirResourceIds(id), opts.now().toISOString()));
  });
}
