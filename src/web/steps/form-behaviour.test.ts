import { getDefaultFormState } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import onboarding from '../../../flows/onboarding.json';
import { loadFlow } from '../../flow/load-flow';
import { compileStep, stepVariants } from '../../flow/compile-step';
import { NO_DEFAULT_ANSWERS } from './form-behaviour';

const flow = loadFlow(onboarding);
const variants = flow.steps.flatMap((step) => stepVariants(step).map((fields) => ({ step: step.id, fields, schema: compileStep(fields).schema })));
const withConsents = variants.filter((variant) => variant.fields.some((field) => field.type === 'consent'));

describe('answers before the member acts', () => {
  it('covers every consent of the shipped flow', () => {
    const consents = new Set(withConsents.flatMap((variant) => variant.fields.filter((f) => f.type === 'consent').map((f) => f.name)));
    expect([...consents].sort()).toEqual(['gdprConsent', 'healthNetworkConsent', 'hipaaConsent', 'irbConsent', 'minorsConsent', 'nonDiscriminationConsent', 'privacyConsent', 'telehealthConsent', 'termsConsent']);
  });

  it.each(variants.map((v) => [v.step, v.fields.map((f) => f.name).join(','), v.schema] as const))('%s (%s) starts with no answer at all', (_step, _fields, schema) => {
    expect(getDefaultFormState(validator, schema, {}, schema, false, NO_DEFAULT_ANSWERS)).toEqual({});
  });

  it("is needed: rjsf's own defaults tick a required consent", () => {
    const legal = withConsents.find((variant) => variant.step === 'legal')!;
    expect(getDefaultFormState(validator, legal.schema, {}, legal.schema)).toMatchObject({ termsConsent: true });
  });
});
