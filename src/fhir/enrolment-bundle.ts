import type { Bundle, FhirResource } from './fhir-types';
import { referenceTo } from './fhir-types';
import { IDENTIFIER_SYSTEMS } from './fhir-codes';
import { decidedByGuardian, type FhirEnrolment, type FhirReceipt, type ResourceIds } from './fhir-enrolment';
import { patientResource } from './patient-resource';
import { guardianResource } from './guardian-resource';
import { surveyObservations } from './survey-observations';
import { consentResources } from './consent-resources';
import { appointmentResource } from './appointment-resource';
import { provenanceResource } from './provenance-resource';
import { questionnaireResponse } from './questionnaire-response';
import type { Flow } from '../flow/flow-types';

/**
 * The enrolment as a FHIR R4 `collection` Bundle: Patient, the guardian (a minor's), the answers as a
 * QuestionnaireResponse to the flow's Questionnaire (`flow`: the version it was answered on), the education and
 * employment Observations, one Consent per receipt, the Appointment of a booking and a Provenance naming the flow
 * version and the enrolment, every entry addressed `urn:uuid:<id>` and referenced by that address. `ids` makes
 * each resource's id from a stable key, so exporting the same enrolment twice gives the same ids.
 */
export function enrolmentBundle(enrolment: FhirEnrolment, flow: Flow, ids: ResourceIds, exportedAt: string): Bundle {
  const patient = patientResource(enrolment, ids('patient'));
  const patientRef = referenceTo(patient);
  const guardian = guardianResource(enrolment, patientRef, ids('guardian'));
  // The one who decided is the performer: a minor's guardian, recorded with each decision (older ones: both).
  const performers = (receipt: FhirReceipt) => {
    if (!guardian || !decidedByGuardian(enrolment, receipt)) return [patientRef];
    return receipt.decidedBy === 'guardian' ? [referenceTo(guardian)] : [referenceTo(guardian), patientRef];
  };
  const recorded = enrolment.submittedAt ?? enrolment.createdAt;
  const resources: FhirResource[] = [
    patient,
    ...(guardian ? [guardian] : []),
    questionnaireResponse(flow, enrolment.answers, patientRef, recorded, ids('questionnaire-response')),
    ...surveyObservations(enrolment, patientRef, recorded, ids),
    ...consentResources(enrolment.receipts, patientRef, performers, ids),
    ...(enrolment.booking ? [appointmentResource(enrolment.booking, patientRef, ids('appointment'))] : []),
  ];
  const provenance = provenanceResource(enrolment, resources.map(referenceTo), patientRef, recorded, ids('provenance'));
  return {
    resourceType: 'Bundle',
    id: ids('bundle'),
    identifier: { system: IDENTIFIER_SYSTEMS.bundle, value: enrolment.id },
    type: 'collection',
    timestamp: exportedAt,
    entry: [...resources, provenance].map((resource) => ({ fullUrl: `urn:uuid:${resource.id}`, resource })),
  };
}
