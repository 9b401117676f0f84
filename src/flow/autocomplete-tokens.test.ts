import onboarding from '../../flows/onboarding.json';
import { compileStep } from './compile-step';
import { loadFlow } from './load-flow';
import { autocompleteToken } from './autocomplete-tokens';

describe('autocomplete tokens', () => {
  it("are in the profile step's uiSchema for name, email, phone and birth date", () => {
    const profile = loadFlow(onboarding).steps.find((step) => step.id === 'profile')!;
    const { uiSchema } = compileStep(profile.fields);
    const tokens = Object.fromEntries(profile.fields.map((field) => [field.name, (uiSchema[field.name] as Record<string, unknown>)['ui:autocomplete']]));
    expect(tokens).toEqual({ firstName: 'given-name', lastName: 'family-name', dateOfBirth: 'bday', email: 'email', phone: 'tel' });
  });

  it('has none for other names, including inherited object keys', () => {
    expect(autocompleteToken('gender')).toBeUndefined();
    expect(autocompleteToken('constructor')).toBeUndefined();
  });
});
