import onboarding from '../../flows/onboarding.json';
import metaSchema from '../../schemas/flow.schema.json';
import { compileStep } from './compile-step';
import { loadFlow } from './load-flow';
import { AUTOCOMPLETE_TOKENS } from './autocomplete-tokens';

describe('autocomplete tokens', () => {
  it("are declared in the flow and reach the profile step's uiSchema for name, email, phone and birth date", () => {
    const profile = loadFlow(onboarding).steps.find((step) => step.id === 'profile')!;
    const { uiSchema } = compileStep(profile.fields);
    const tokens = Object.fromEntries(profile.fields.map((field) => [field.name, (uiSchema[field.name] as Record<string, unknown>)['ui:autocomplete']]));
    expect(tokens).toEqual({ firstName: 'given-name', lastName: 'family-name', dateOfBirth: 'bday', email: 'email', phone: 'tel' });
  });

  it('are listed by the flow schema exactly as the code knows them, so editors suggest them', () => {
    const field = (metaSchema.definitions as unknown as Record<string, { properties: Record<string, { enum?: string[] }> }>).field;
    expect(field.properties.autocomplete?.enum).toEqual([...AUTOCOMPLETE_TOKENS]);
  });
});
