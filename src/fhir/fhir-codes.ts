import type { CodeableConcept, Coding } from './fhir-types';

/** Where the product's own code systems, identifiers and extensions live. */
export const OUR_BASE = 'https://join.example.com/fhir';

/** The code systems the export uses. */
export const SYSTEMS = {
  loinc: 'http://loinc.org',
  snomed: 'http://snomed.info/sct',
  ombRace: 'urn:oid:2.16.840.1.113883.6.238',
  nullFlavor: 'http://terminology.hl7.org/CodeSystem/v3-NullFlavor',
  dataAbsentReason: 'http://terminology.hl7.org/CodeSystem/data-absent-reason',
  observationCategory: 'http://terminology.hl7.org/CodeSystem/observation-category',
  consentScope: 'http://terminology.hl7.org/CodeSystem/consentscope',
  consentCategory: 'http://terminology.hl7.org/CodeSystem/consentcategorycodes',
  roleCode: 'http://terminology.hl7.org/CodeSystem/v3-RoleCode',
  participationType: 'http://terminology.hl7.org/CodeSystem/v3-ParticipationType',
  provenanceAgentType: 'http://terminology.hl7.org/CodeSystem/provenance-participant-type',
  bcp47: 'urn:ietf:bcp:47',
  iso3166: 'urn:iso:std:iso:3166',
  /** The product's own answer codes, one system per demographic set: `${OUR_BASE}/CodeSystem/<set>`. */
  ours: (set: string) => `${OUR_BASE}/CodeSystem/${set}`,
} as const;

/** The product's identifier systems. */
export const IDENTIFIER_SYSTEMS = {
  enrolment: `${OUR_BASE}/sid/enrolment`,
  consentReceipt: `${OUR_BASE}/sid/consent-receipt`,
  bundle: `${OUR_BASE}/sid/fhir-export`,
  flow: `${OUR_BASE}/sid/flow`,
} as const;

/** The extensions the export uses: HL7's where one exists, the product's own for what FHIR cannot hold. */
export const EXTENSIONS = {
  usCoreRace: 'http://hl7.org/fhir/us/core/StructureDefinition/us-core-race',
  usCoreEthnicity: 'http://hl7.org/fhir/us/core/StructureDefinition/us-core-ethnicity',
  pronouns: 'http://hl7.org/fhir/StructureDefinition/individual-pronouns',
  genderIdentity: 'http://hl7.org/fhir/StructureDefinition/individual-genderIdentity',
  dataAbsentReason: 'http://hl7.org/fhir/StructureDefinition/data-absent-reason',
  /** What the member was shown with a consent: document, variant, version and our SHA-256 of the shown text. */
  consentShown: `${OUR_BASE}/StructureDefinition/consent-shown`,
} as const;

const loinc = (code: string, display: string): Coding => ({ system: SYSTEMS.loinc, code, display });
const nullFlavor = (code: 'ASKU' | 'UNK' | 'OTH', display: string): Coding => ({ system: SYSTEMS.nullFlavor, code, display });

/** "Asked but declined": how every "prefer not to say/answer" is exported (never a guessed value). */
export const ASKED_DECLINED: CodeableConcept = { coding: [{ system: SYSTEMS.dataAbsentReason, code: 'asked-declined', display: 'Asked But Declined' }] };

/** The LOINC question codes of the demographic answers. */
export const QUESTION_CODES = {
  pronouns: loinc('90778-2', 'Personal pronouns - Reported'),
  education: loinc('82589-3', 'Highest level of education'),
  employment: loinc('67875-5', 'Employment status - current'),
} as const;

/** The option values that mean "prefer not to answer": exported as data-absent, never as a value. */
export const DECLINED_VALUES: readonly string[] = ['prefer_not_specify', 'prefer_not_answer'];

/** One answer of a demographic set: its English display and the standard codes it maps to exactly (none when none does). */
export interface AnswerCodes {
  display: string;
  standard?: Coding;
}

/**
 * Race as the US Core race extension holds it: an OMB category only where the option is exactly one;
 * `ethnicity` for Hispanic or Latino (an OMB ethnicity, not a race); "prefer not to say" is ASKU alone.
 */
export const RACE_CODES: Readonly<Record<string, AnswerCodes & { ethnicity?: Coding }>> = {
  asian: { display: 'Asian', standard: { system: SYSTEMS.ombRace, code: '2028-9', display: 'Asian' } },
  black: { display: 'Black or African American', standard: { system: SYSTEMS.ombRace, code: '2054-5', display: 'Black or African American' } },
  // The option spans two OMB categories (1002-5 and 2076-8): naming either would guess.
  native: { display: 'American Indian, Alaska Native, or Pacific Islander' },
  hispanic: { display: 'Hispanic or Latino', ethnicity: { system: SYSTEMS.ombRace, code: '2135-2', display: 'Hispanic or Latino' } },
  white: { display: 'White', standard: { system: SYSTEMS.ombRace, code: '2106-3', display: 'White' } },
  multi_racial: { display: 'Multiracial' },
  not_listed: { display: 'Not listed' },
  prefer_not_specify: { display: 'Asked but no answer', standard: nullFlavor('ASKU', 'Asked but no answer') },
};

/** Pronouns: LOINC answers of 90778-2; "other" as the null flavour OTH. */
export const PRONOUN_CODES: Readonly<Record<string, AnswerCodes>> = {
  he_him_his: { display: 'he/him/his/his/himself', standard: loinc('LA29518-0', 'he/him/his/his/himself') },
  she_her_hers: { display: 'she/her/her/hers/herself', standard: loinc('LA29519-8', 'she/her/her/hers/herself') },
  they_them_theirs: { display: 'they/them/their/theirs/themselves', standard: loinc('LA29520-6', 'they/them/their/theirs/themselves') },
  other: { display: 'other', standard: nullFlavor('OTH', 'other') },
};

/** Gender identity: SNOMED CT as US Core's gender identity value set; "other" as OTH. */
export const GENDER_IDENTITY_CODES: Readonly<Record<string, AnswerCodes>> = {
  male: { display: 'Identifies as male gender', standard: { system: SYSTEMS.snomed, code: '446151000124109', display: 'Identifies as male gender' } },
  female: { display: 'Identifies as female gender', standard: { system: SYSTEMS.snomed, code: '446141000124107', display: 'Identifies as female gender' } },
  non_binary: { display: 'Identifies as nonbinary gender', standard: { system: SYSTEMS.snomed, code: '33791000087105', display: 'Identifies as nonbinary gender' } },
  other: { display: 'other', standard: nullFlavor('OTH', 'other') },
};

/** Education: the product's own codes (no LOINC answer list matches its nine options one to one). */
export const EDUCATION_CODES: Readonly<Record<string, AnswerCodes>> = {
  no_education: { display: 'No formal education' },
  elementary: { display: 'Elementary school' },
  some_high_school: { display: 'Some high school' },
  high_school: { display: 'High school' },
  college: { display: 'Some college' },
  degree: { display: 'College degree' },
  some_postgraduate: { display: 'Some graduate school' },
  postgraduate: { display: 'Graduate degree' },
};

/** Employment: the PRAPARE LOINC answers of 67875-5 where one means the same; the product's code alone otherwise. */
export const EMPLOYMENT_CODES: Readonly<Record<string, AnswerCodes>> = {
  full_time: { display: 'Employed full time', standard: loinc('LA30136-8', 'Full-time work') },
  part_time: { display: 'Employed part time', standard: loinc('LA30138-4', 'Part-time or temporary work') },
  seeking_opportunities: { display: 'Looking for work', standard: loinc('LA17956-6', 'Unemployed') },
  not_employed: { display: 'Not employed' },
  retired: { display: 'Retired' },
  student: { display: 'Student' },
};

/** How one consent of the flow is classified in FHIR: its scope and category. */
export interface ConsentClass {
  scope: 'patient-privacy' | 'research' | 'treatment' | 'adr';
  category: Coding;
}

const patientConsent = loinc('59284-0', 'Patient Consent');

/** Scope and category of each consent field of the flow; a consent not listed is a patient-privacy patient consent. */
export const CONSENT_CLASSES: Readonly<Record<string, ConsentClass>> = {
  termsConsent: { scope: 'patient-privacy', category: patientConsent },
  privacyConsent: { scope: 'patient-privacy', category: patientConsent },
  telehealthConsent: { scope: 'treatment', category: patientConsent },
  nonDiscriminationConsent: { scope: 'patient-privacy', category: patientConsent },
  hipaaConsent: { scope: 'patient-privacy', category: { system: SYSTEMS.consentCategory, code: 'npp', display: 'notice of privacy practices' } },
  gdprConsent: { scope: 'patient-privacy', category: patientConsent },
  irbConsent: { scope: 'research', category: { system: SYSTEMS.consentCategory, code: 'research', display: 'research information access' } },
  healthNetworkConsent: { scope: 'patient-privacy', category: patientConsent },
  minorsConsent: { scope: 'treatment', category: patientConsent },
};

/** The classification of a consent field, defaulting to a patient-privacy patient consent. */
export const consentClassOf = (consentId: string): ConsentClass =>
  Object.prototype.hasOwnProperty.call(CONSENT_CLASSES, consentId) ? CONSENT_CLASSES[consentId] : { scope: 'patient-privacy', category: patientConsent };

/** The guardian's relationship to a minor member. */
export const GUARDIAN_RELATIONSHIP: Coding = { system: SYSTEMS.roleCode, code: 'GUARD', display: 'guardian' };
