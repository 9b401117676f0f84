import { getExampleNumber } from 'libphonenumber-js/min';
import examples from 'libphonenumber-js/mobile/examples';
import type { AnswerValue, Field, StepAnswers } from '../../src/flow/flow-types';
import { demographicOptions, DEMOGRAPHIC_SETS, type DemographicSet } from '../../src/reference/demographic-options';
import { marketOf } from '../../src/reference/markets';
import { phoneCallingCountry } from '../../src/reference/phone-number';
import { answerableRegions } from '../../src/reference/answerable-regions';

/** The zone a member of each market picks (a zone where the test clock's instant is still the same calendar day). */
export const ZONE_OF_MARKET: Record<string, string> = { US: 'America/New_York', CA: 'America/Toronto', UK: 'Europe/London', EU: 'Europe/Lisbon', OTHER: 'Australia/Sydney' };

/** What a member of a scenario answers: the condition-relevant answers it fixes, plus ordinary choices. */
export interface MemberProfile {
  unit: string;
  country: string;
  dateOfBirth: string;
  /** Decides optional consents: accepted when it returns true. */
  acceptsOptional: (consent: string) => boolean;
}

/** A mobile number the country's numbering plan accepts, in international form (any valid one where the place has no plan). */
export function phoneFor(country: string): string {
  const dialsAs = phoneCallingCountry(country);
  return (dialsAs && getExampleNumber(dialsAs, examples)?.number) ?? '+351912345678';
}

/** The answer a member gives to one field, typed as they would (consents handled by the caller). */
export function memberValue(field: Field, member: MemberProfile): AnswerValue | undefined {
  if ((DEMOGRAPHIC_SETS as readonly string[]).includes(field.type)) return field.validations.required === true ? demographicOptions(field.type as DemographicSet)[0]?.optValue : undefined;
  switch (field.type) {
    case 'unit': return member.unit;
    case 'language': return 'EN';
    case 'country': return member.country;
    case 'region': return answerableRegions(member.country)[0];
    case 'timezone': return ZONE_OF_MARKET[marketOf(member.country)];
    case 'date': return member.dateOfBirth;
    case 'email': return 'member@example.org';
    case 'tel': return phoneFor(member.country);
    case 'text': return `${field.name} text`;
    case 'choice': return field.validations.required === true ? field.options?.[0]?.value : undefined;
    case 'consent': return field.validations.mustAccept === true ? true : member.acceptsOptional(field.name);
    default: return undefined;
  }
}

/** A step's answers as a member sends them (a slot is chosen by the caller from the free slots). */
export function memberStepAnswers(fields: Field[], member: MemberProfile): StepAnswers {
  const answers: StepAnswers = {};
  for (const field of fields) {
    const value = field.type === 'slot' ? undefined : memberValue(field, member);
    if (value !== undefined) answers[field.name] = value;
  }
  return answers;
}
