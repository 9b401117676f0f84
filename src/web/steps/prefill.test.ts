import onboarding from '../../../flows/onboarding.json';
import { loadFlow } from '../../flow/load-flow';
import { findStep } from '../../flow/normalize-flow';
import type { Answers } from '../../flow/flow-types';
import { choicesToRemember, prefilledDraft } from './prefill';

const flow = loadFlow(onboarding);
const step = (id: string) => findStep(flow, id)!;
const submitted: Answers = {
  unit: { unit: 'mind' },
  language: { language: 'FR' },
  country: { country: 'CA' },
  region: { region: 'QC' },
  timezone: { timezone: 'America/Toronto' },
  profile: { firstName: 'Zoé', lastName: 'Gagnon', dateOfBirth: '1979-06-30', email: 'zoe@example.org', phone: '+14385550177' },
  'about-you': { gender: 'female', race: 'white', education: 'degree', employment: 'retired' },
  legal: { termsConsent: true, privacyConsent: true },
  research: { irbConsent: true },
};

describe('choices a device remembers', () => {
  it('keeps language, country, region and zone of a submitted enrolment, never its unit, identity, demographics or consents', () => {
    expect(choicesToRemember(flow, submitted)).toEqual({ language: 'FR', country: 'CA', region: 'QC', timezone: 'America/Toronto' });
  });

  it('keeps nothing from an enrolment without those answers', () => {
    expect(choicesToRemember(flow, { unit: { unit: 'move' }, profile: { firstName: 'Ana' } })).toEqual({});
  });
});

describe('prefilledDraft', () => {
  const remembered = { language: 'FR', country: 'CA', region: 'QC', timezone: 'America/Toronto', firstName: 'Zoé', unit: 'mind' };

  it('offers each remembered choice on its own step, and nothing on the unit, profile or consent steps', () => {
    expect(prefilledDraft(flow, step('language'), {}, remembered)).toEqual({ language: 'FR' });
    expect(prefilledDraft(flow, step('country'), { language: { language: 'FR' } }, remembered)).toEqual({ country: 'CA' });
    for (const id of ['unit', 'profile', 'about-you', 'legal']) expect(prefilledDraft(flow, step(id), {}, remembered)).toBeUndefined();
  });

  it('stops offering once the member answers a remembered question differently', () => {
    expect(prefilledDraft(flow, step('region'), { language: { language: 'EN' }, country: { country: 'CA' } }, remembered)).toBeUndefined();
    expect(prefilledDraft(flow, step('timezone'), { language: { language: 'FR' }, country: { country: 'US' }, region: { region: 'NY' } }, remembered)).toBeUndefined();
    expect(prefilledDraft(flow, step('timezone'), { language: { language: 'FR' }, country: { country: 'CA' }, region: { region: 'QC' } }, remembered)).toEqual({ timezone: 'America/Toronto' });
  });

  it('offers nothing when nothing is remembered', () => {
    expect(prefilledDraft(flow, step('language'), {}, {})).toBeUndefined();
  });
});
