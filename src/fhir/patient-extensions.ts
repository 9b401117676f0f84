import type { CodeableConcept, Extension } from './fhir-types';
import { DECLINED_VALUES, EXTENSIONS, GENDER_IDENTITY_CODES, PRONOUN_CODES, RACE_CODES, SYSTEMS, type AnswerCodes } from './fhir-codes';

const concept = (set: string, value: string, codes: AnswerCodes): CodeableConcept => ({
  coding: [...(codes.standard ? [codes.standard] : []), { system: SYSTEMS.ours(set), code: value, display: codes.display }],
  text: codes.display,
});

const own = <T>(table: Readonly<Record<string, T>>, key: string): T | undefined => (Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined);

/**
 * The US Core race (and, for Hispanic or Latino, ethnicity) extensions of a race answer: an OMB category only where
 * the option is exactly one, ASKU alone for "prefer not to say", the text always (US Core requires it).
 */
export function raceExtensions(value: string): Extension[] {
  const codes = own(RACE_CODES, value);
  if (!codes) return [];
  if (codes.ethnicity) {
    return [{ url: EXTENSIONS.usCoreEthnicity, extension: [{ url: 'ombCategory', valueCoding: codes.ethnicity }, { url: 'text', valueString: codes.display }] }];
  }
  return [{ url: EXTENSIONS.usCoreRace, extension: [...(codes.standard ? [{ url: 'ombCategory', valueCoding: codes.standard }] : []), { url: 'text', valueString: codes.display }] }];
}

/** HL7's individual-pronouns extension of a pronouns answer (one per chosen option). */
export function pronounExtensions(values: readonly string[]): Extension[] {
  return values.flatMap((value) => {
    const codes = own(PRONOUN_CODES, value);
    return codes ? [{ url: EXTENSIONS.pronouns, extension: [{ url: 'value', valueCodeableConcept: concept('pronouns', value, codes) }] }] : [];
  });
}

// FHIR's way to say a coded value is absent, and why: the data-absent-reason extension in place of the codes.
const declined: CodeableConcept = { extension: [{ url: EXTENSIONS.dataAbsentReason, valueCode: 'asked-declined' }] };

/** HL7's individual-genderIdentity extension of a gender answer; "prefer not to say" as data absent, asked-declined. */
export function genderIdentityExtensions(value: string): Extension[] {
  if (DECLINED_VALUES.includes(value)) return [{ url: EXTENSIONS.genderIdentity, extension: [{ url: 'value', valueCodeableConcept: declined }] }];
  const codes = own(GENDER_IDENTITY_CODES, value);
  return codes ? [{ url: EXTENSIONS.genderIdentity, extension: [{ url: 'value', valueCodeableConcept: concept('gender', value, codes) }] }] : [];
}
