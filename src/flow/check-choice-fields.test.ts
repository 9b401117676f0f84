import { checkFlowSource } from './check-flow-source';
import { compileStep } from './compile-step';
import { loadFlow } from './load-flow';
import type { FieldConfig, FlowConfig } from './flow-types';
import { allLocaleKeys } from '../../test/support/all-locale-keys';
import { choiceFlow } from '../../test/support/choice-flow';

const locales = allLocaleKeys();
const check = (flow: FlowConfig) => checkFlowSource(JSON.stringify(flow), locales);
const codes = (flow: FlowConfig) => check(flow).map((p) => `${p.pointer} ${p.code}`);

// The example step's fields, to mutate: heardAbout (single), goals (multiple), referralCode (pattern).
function withField(name: string, change: (field: FieldConfig) => void): FlowConfig {
  const flow = choiceFlow();
  const field = flow.steps.flatMap((s) => s.fields ?? []).find((f) => f.name === name);
  if (!field) throw new Error(`no field ${name}`);
  change(field);
  return flow;
}
const at = (flow: FlowConfig, name: string) => {
  const i = flow.steps.findIndex((s) => (s.fields ?? []).some((f) => f.name === name));
  return `/steps/${i}/fields/${(flow.steps[i]?.fields ?? []).findIndex((f) => f.name === name)}`;
};

describe('choice fields in check-flows', () => {
  it('accepts the guide example: a single and a multiple choice with labels in all five locales', () => {
    expect(check(choiceFlow())).toEqual([]);
  });

  it('refuses a choice with fewer than two options (too_few_options)', () => {
    const flow = withField('heardAbout', (f) => { f.options = f.options?.slice(0, 1); });
    expect(codes(flow)).toEqual([`${at(flow, 'heardAbout')}/options too_few_options`]);
    const none = withField('goals', (f) => { delete f.options; });
    expect(codes(none)).toEqual([`${at(none, 'goals')}/options too_few_options`]);
  });

  it('refuses two options with the same value (duplicate_option_value)', () => {
    const flow = withField('heardAbout', (f) => { f.options = [...(f.options ?? []), { value: 'friend', labelKey: 'fields.heardAbout.options.social' }]; });
    expect(codes(flow)).toEqual([`${at(flow, 'heardAbout')}/options/4/value duplicate_option_value`]);
  });

  it('refuses an option label missing from a locale, naming the option (missing_translation x5)', () => {
    const flow = withField('heardAbout', (f) => { f.options = [...(f.options ?? []), { value: 'radio', labelKey: 'fields.heardAbout.options.radio' }]; });
    expect(codes(flow)).toEqual(Array(5).fill(`${at(flow, 'heardAbout')}/options/4/labelKey missing_translation`));
  });

  it('refuses options or multiple on a type whose options are fixed (options_on_fixed_field)', () => {
    const flow = choiceFlow();
    const gender = flow.steps.flatMap((s) => s.fields ?? []).find((f) => f.name === 'gender') as FieldConfig;
    gender.options = [{ value: 'a', labelKey: 'fields.heardAbout.options.friend' }, { value: 'b', labelKey: 'fields.heardAbout.options.doctor' }];
    expect(codes(flow)).toEqual([`${at(flow, 'gender')}/options options_on_fixed_field`]);
  });

  it('refuses text rules on a choice (rule_not_applicable)', () => {
    const flow = withField('heardAbout', (f) => { f['VALIDATIONS.maxLength'] = 10; });
    expect(codes(flow)).toEqual([`${at(flow, 'heardAbout')}/VALIDATIONS.maxLength rule_not_applicable`]);
  });

  it('reads "select" with "options" as an unknown type only: options is a known key, not a misplaced rule', () => {
    const flow = withField('heardAbout', (f) => { f.type = 'select'; });
    expect(codes(flow)).toEqual([`${at(flow, 'heardAbout')}/type unknown_widget`]);
  });

  it('refuses a malformed option in the schema (schema_violation)', () => {
    const flow = withField('heardAbout', (f) => { (f.options as unknown[])[0] = { value: 'friend' }; });
    expect(codes(flow)).toEqual([`${at(flow, 'heardAbout')}/options/0 schema_violation`]);
  });
});

describe('a choice field compiled for the browser and the server', () => {
  const step = loadFlow(choiceFlow()).steps.find((s) => s.id === 'heard-about');
  const { schema, uiSchema } = compileStep(step?.fields ?? []);
  const properties = schema.properties as Record<string, unknown>;

  it('is a string enum of its values (single) or an array of distinct values, at least one when required (multiple)', () => {
    expect(properties.heardAbout).toEqual({ type: 'string', enum: ['friend', 'doctor', 'search', 'social'] });
    expect(properties.goals).toEqual({ type: 'array', items: { type: 'string', enum: ['sleep', 'stress', 'activity'] }, uniqueItems: true, minItems: 1 });
    expect(schema.required).toEqual(['heardAbout', 'goals']);
  });

  it('renders radios up to five options, a select above, checkboxes for multiple', () => {
    const widget = (name: string) => (uiSchema[name] as Record<string, unknown>)['ui:widget'];
    expect([widget('heardAbout'), widget('goals')]).toEqual(['choice-radios', 'choice-checkboxes']);
    const six = loadFlow(withField('heardAbout', (f) => {
      f.options = ['a', 'b', 'c', 'd', 'e', 'f'].map((value) => ({ value, labelKey: 'fields.heardAbout.options.friend' }));
    })).steps.find((s) => s.id === 'heard-about');
    expect((compileStep(six?.fields ?? []).uiSchema.heardAbout as Record<string, unknown>)['ui:widget']).toBe('choice-select');
  });
});
