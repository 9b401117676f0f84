import type { FhirResource, Reference } from './fhir-types';
import { GUARDIAN_RELATIONSHIP } from './fhir-codes';
import { GUARDIAN_FIELD, textAnswer, type FhirEnrolment } from './fhir-enrolment';

/** A minor's guardian as a RelatedPerson of the member; undefined when the path asked for no guardian. */
export function guardianResource(enrolment: FhirEnrolment, patient: Reference, id: string): FhirResource | undefined {
  const name = textAnswer(enrolment, GUARDIAN_FIELD);
  if (name === undefined) return undefined;
  return { resourceType: 'RelatedPerson', id, active: true, patient, relationship: [{ coding: [GUARDIAN_RELATIONSHIP] }], name: [{ text: name }] };
}
