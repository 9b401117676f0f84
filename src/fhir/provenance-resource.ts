import type { FhirResource, Reference } from './fhir-types';
import { IDENTIFIER_SYSTEMS, SYSTEMS } from './fhir-codes';
import type { FhirEnrolment } from './fhir-enrolment';

/**
 * Where the exported resources come from: the member (author) through the enrolment `enrolment.id`, answered on
 * flow `flowId|flowVersion`; both named as source entities by identifier.
 */
export function provenanceResource(enrolment: FhirEnrolment, targets: Reference[], patient: Reference, recorded: string, id: string): FhirResource {
  return {
    resourceType: 'Provenance',
    id,
    target: targets,
    recorded,
    agent: [{ type: { coding: [{ system: SYSTEMS.provenanceAgentType, code: 'author', display: 'Author' }] }, who: patient }],
    entity: [
      { role: 'source', what: { identifier: { system: IDENTIFIER_SYSTEMS.enrolment, value: enrolment.id }, display: 'Enrolment' } },
      { role: 'source', what: { identifier: { system: IDENTIFIER_SYSTEMS.flow, value: `${enrolment.flowId}|${enrolment.flowVersion}` }, display: `Flow ${enrolment.flowId} ${enrolment.flowVersion}` } },
    ],
  };
}
