import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { FhirBundle } from '../../contract/enrolment-export-api';
import { EnrolmentIdParams } from '../../contract/json-shapes';
import type { Database } from '../db/database';
import type { FlowVersions } from '../enrolment/flow-versions';
import { enrolmentBundle } from '../../fhir/enrolment-bundle';
import { errorResponses } from '../http/error-responses';
import { fhirEnrolmentOf } from './fhir-enrolment-of';
import { fhirResourceIds } from './fhir-resource-ids';

const errors = errorResponses(400, 401, 403, 404, 409, 414, 429, 500, 503);

/** GET /staff/enrolments/:id/fhir: a submitted enrolment as a FHIR R4 Bundle, for the clinic's systems; audited. */
export async function fhirRoutes(scope: FastifyInstance, opts: { db: Database; now: () => Date; versions: FlowVersions; flags: Record<string, boolean>; marketField?: string }): Promise<void> {
  const { db } = opts;
  scope.withTypeProvider<TypeBoxTypeProvider>().get('/enrolments/:id/fhir', {
    schema: {
      operationId: 'exportEnrolmentFhir',
      summary: 'A submitted enrolment as a FHIR R4 collection Bundle (application/fhir+json): Patient, QuestionnaireResponse, Observations, Consents, Appointment, Provenance',
      params: EnrolmentIdParams,
      response: { 200: { content: { 'application/fhir+json': { schema: FhirBundle } } }, ...errors },
    },
    config: { audit: { action: 'export_fhir', enrolment: true } },
  }, async (request, reply) => {
    const { id } = request.params;
    const { enrolment, flow } = await fhirEnrolmentOf(db, id, opts);
    return reply.type('application/fhir+json; charset=utf-8').send(enrolmentBundle(enrolment, flow, fhirResourceIds(id), opts.now().toISOString()));
  });
}
