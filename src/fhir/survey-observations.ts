import type { Coding, FhirResource, Reference } from './fhir-types';
import { ASKED_DECLINED, DECLINED_VALUES, EDUCATION_CODES, EMPLOYMENT_CODES, QUESTION_CODES, SYSTEMS, type AnswerCodes } from './fhir-codes';
import { textAnswer, type FhirEnrolment, type ResourceIds } from './fhir-enrolment';

/** The demographic answers exported as Observations: the field, its LOINC question and its answer codes. */
const SURVEY_FIELDS: readonly { field: string; question: Coding; answers: Readonly<Record<string, AnswerCodes>> }[] = [
  { field: 'education', question: QUESTION_CODES.education, answers: EDUCATION_CODES },
  { field: 'employment', question: QUESTION_CODES.employment, answers: EMPLOYMENT_CODES },
];

const SOCIAL_HISTORY: Coding = { system: SYSTEMS.observationCategory, code: 'social-history', display: 'Social History' };
const SURVEY: Coding = { system: SYSTEMS.observationCategory, code: 'survey', display: 'Survey' };

/**
 * Education (LOINC 82589-3) and employment (LOINC 67875-5) as final Observations the member reported at
 * `effective`; "prefer not to answer" as dataAbsentReason asked-declined instead of a value.
 */
export function surveyObservations(enrolment: FhirEnrolment, patient: Reference, effective: string, ids: ResourceIds): FhirResource[] {
  return SURVEY_FIELDS.flatMap(({ field, question, answers }) => {
    const value = textAnswer(enrolment, field);
    if (value === undefined) return [];
    const codes = Object.prototype.hasOwnProperty.call(answers, value) ? answers[value] : undefined;
    if (!codes && !DECLINED_VALUES.includes(value)) return [];
    return [{
      resourceType: 'Observation',
      id: ids(`observation:${field}`),
      status: 'final',
      category: [{ coding: [SOCIAL_HISTORY] }, { coding: [SURVEY] }],
      code: { coding: [question], text: question.display },
      subject: patient,
      effectiveDateTime: effective,
      performer: [patient],
      ...(codes
        ? { valueCodeableConcept: { coding: [...(codes.standard ? [codes.standard] : []), { system: SYSTEMS.ours(field), code: value, display: codes.display }], text: codes.display } }
        : { dataAbsentReason: ASKED_DECLINED }),
    }];
  });
}
