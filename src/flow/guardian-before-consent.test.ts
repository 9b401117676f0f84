import fs from 'fs';
import path from 'path';
import onboarding from '../../flows/onboarding.json';
import { checkFlowSource } from './check-flow-source';
import { formatProblem } from './format-problem';
import type { LocaleKeys } from './check-flow';
import { flattenKeys } from './translation-keys';

const LOCALES = ['en-US', 'en-GB', 'es-US', 'fr-CA', 'pt-PT'];
const locales: LocaleKeys = Object.fromEntries(LOCALES.map((locale) => [locale, new Set(flattenKeys(JSON.parse(fs.readFileSync(path.join(__dirname, `../../locales/${locale}/translation.json`), 'utf8'))))]));
type Mutable = { [key: string]: any };
const clone = (): Mutable => JSON.parse(JSON.stringify(onboarding));
const check = (flow: unknown) => checkFlowSource(JSON.stringify(flow, null, 2), locales);
const codes = (flow: unknown) => check(flow).map((p) => p.code);
const move = (flow: Mutable, id: string, before: string) => {
  const at = flow.steps.findIndex((s: Mutable) => s.id === id);
  const [step] = flow.steps.splice(at, 1);
  flow.steps.splice(flow.steps.findIndex((s: Mutable) => s.id === before), 0, step);
  return flow;
};
const fixture = fs.readFileSync(path.join(__dirname, '../../test/fixtures/minor-consents-before-guardian.json'), 'utf8');

describe('check-flows: a minor meets the guardian step before any consent', () => {
  it('accepts the shipped flow', () => {
    expect(check(onboarding)).toEqual([]);
  });

  it('refuses a flow whose guardian step comes after a consent step, naming both steps and a path', () => {
    const problems = checkFlowSource(fixture, locales);
    const refused = problems.filter((p) => p.code === 'consent_before_guardian');
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.map((p) => p.stepId).sort()).toEqual(['gdpr', 'health-network', 'hipaa', 'legal', 'research']);
    const line = formatProblem('test/fixtures/minor-consents-before-guardian.json', refused.find((p) => p.stepId === 'legal') ?? refused[0]);
    expect(line).toMatch(/step 'legal'.*consent_before_guardian: .*minor.*'legal'.*guardian step 'minors'/);
    expect(line).toMatch(/path .*profile → .*legal/);
    // The path names no answer a member typed beyond the ones the conditions read.
    expect(line).not.toMatch(/firstName|email/);
  });

  it('lets product staff reorder steps within the rule, and refuses each move that breaks it', () => {
    // The guardian step may sit anywhere between the birth date and the first consent.
    expect(codes(move(clone(), 'minors', 'legal'))).toEqual([]);
    // A consent moved in front of the guardian is refused wherever it goes.
    for (const consentStep of ['legal', 'hipaa', 'gdpr', 'research', 'health-network']) {
      expect({ consentStep, codes: codes(move(clone(), consentStep, 'minors')) }).toEqual({ consentStep, codes: expect.arrayContaining(['consent_before_guardian']) });
    }
  });

  it('refuses a guardian step before the birth date it depends on, and a guardian step that does not exist', () => {
    expect(codes(move(clone(), 'minors', 'profile'))).toContain('guardian_step_before_birth_date');
    const unknown = clone();
    unknown.minors.guardianStep = 'guardian';
    expect(check(unknown)).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'unknown_guardian_step', pointer: '/minors/guardianStep', message: expect.stringContaining('form steps: unit, language') })]));
  });

  it("checks the ages of consent as data: each market's age, a whole number within the birth date's limits", () => {
    for (const bad of [17.5, -1, 200, '16']) {
      const flow = clone();
      flow.minors.ageOfConsent.UK = bad;
      expect({ bad, codes: codes(flow) }).toEqual({ bad, codes: expect.arrayContaining([expect.stringMatching(/schema_violation|invalid_age_of_consent/)]) });
    }
    const missing = clone();
    delete missing.minors.ageOfConsent.EU;
    expect(codes(missing)).toContain('schema_violation');
  });

  it('needs the guardian wording of every consent text in every language', () => {
    const flow = clone();
    const withoutOne = { ...locales, 'pt-PT': new Set([...locales['pt-PT']].filter((key) => key !== 'fields.hipaaConsent.guardianLabel')) };
    expect(checkFlowSource(JSON.stringify(flow), withoutOne)).toEqual([expect.objectContaining({ code: 'missing_translation', message: expect.stringContaining("'fields.hipaaConsent.guardianLabel' is missing in locales/pt-PT") })]);
  });
});
