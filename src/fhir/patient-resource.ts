import type { Extension, FhirResource } from './fhir-types';
import { toE164 } from '../reference/phone-number';
import { IDENTIFIER_SYSTEMS, SYSTEMS } from './fhir-codes';
import { textAnswer, type FhirEnrolment } from './fhir-enrolment';
import { genderIdentityExtensions, pronounExtensions, raceExtensions } from './patient-extensions';

// Stored country codes are ISO 3166-1 alpha-2, except the UK nations (GB-ENG...), whose country is GB.
const countryOf = (code: string) => code.slice(0, 2).toUpperCase();
const listOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : typeof value === 'string' && value !== '' ? [value] : []);

/**
 * The member as a Patient, following US Core where it applies: the enrolment as identifier, name, birth date,
 * E.164 phone and email, state/region and country, the language they asked for, race (or ethnicity), pronouns and
 * gender identity as extensions. Sex was never asked, so `gender` is `unknown` (US Core requires the element).
 */
export function patientResource(enrolment: FhirEnrolment, id: string): FhirResource {
  const text = (name: string) => textAnswer(enrolment, name);
  const given = text('firstName');
  const family = text('lastName');
  const country = text('country');
  const region = text('region');
  const language = text('language');
  const extension: Extension[] = [
    ...raceExtensions(text('race') ?? ''),
    ...pronounExtensions(listOf(enrolment.answers.pronouns)),
    ...genderIdentityExtensions(text('gender') ?? ''),
  ];
  const phone = text('phone');
  // Answers are stored in E.164; a row older than that normalisation is converted on the way out.
  const e164 = phone ? (toE164(phone, country) ?? phone) : undefined;
  const telecom = [
    ...(e164 ? [{ system: 'phone', value: e164, use: 'mobile' }] : []),
    ...(text('email') ? [{ system: 'email', value: text('email') }] : []),
  ];
  return {
    resourceType: 'Patient',
    id,
    ...(extension.length > 0 ? { extension } : {}),
    identifier: [{ system: IDENTIFIER_SYSTEMS.enrolment, value: enrolment.id }],
    ...(given || family ? { name: [{ use: 'official', ...(family ? { family } : {}), ...(given ? { given: [given] } : {}) }] } : {}),
    ...(telecom.length > 0 ? { telecom } : {}),
    gender: 'unknown',
    ...(text('dateOfBirth') ? { birthDate: text('dateOfBirth') } : {}),
    ...(country ? { address: [{ ...(region ? { state: region } : {}), country: countryOf(country) }] } : {}),
    ...(language ? { communication: [{ language: { coding: [{ system: SYSTEMS.bcp47, code: language.toLowerCase() }] }, preferred: true }] } : {}),
  };
}
