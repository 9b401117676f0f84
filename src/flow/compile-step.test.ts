import type { Field, Step } from './flow-types';
import { compileStep, FlowCompileError, stepVariants, variantKey } from './compile-step';

const field = (name: string, type: string, validations: Record<string, unknown> = {}, extra: Partial<Field> = {}): Field => ({ name, type, labelKey: `fields.${name}.label`, validations, ...extra });

describe('compileStep', () => {
  it.each<[string, Field, Record<string, unknown>]>([
    ['text with bounds and pattern', field('a', 'text', { minLength: 2, maxLength: 5, pattern: '^x' }), { type: 'string', minLength: 2, maxLength: 5, pattern: '^x' }],
    ['email', field('a', 'email', { format: 'email' }), { type: 'string', format: 'email' }],
    ['date with age rules (custom, not schema)', field('a', 'date', { minAge: 13 }), { type: 'string', format: 'date' }],
    ['a consent that must be accepted', field('a', 'consent', { mustAccept: true }), { type: 'boolean', const: true }],
    ['an optional consent', field('a', 'consent'), { type: 'boolean' }],
    ['a unit', field('a', 'unit'), { type: 'string', enum: ['bloom', 'move', 'thrive', 'mind'] }],
    ['gender in spec order', field('a', 'gender'), { type: 'string', enum: ['male', 'female', 'non_binary', 'prefer_not_specify', 'other'] }],
    ['the supported countries', field('a', 'country', {}, { list: 'supported' }), { type: 'string', enum: ['AU', 'CA', 'PT', 'GB', 'US', 'IE'] }],
  ])('%s', (_name, input, expected) => {
    expect(compileStep([input]).schema.properties).toEqual({ a: expected });
  });

  it('lists required fields and mandatory consents, and forbids unknown answers', () => {
    const { schema } = compileStep([field('a', 'text', { required: true }), field('b', 'consent', { mustAccept: true }), field('c', 'text')]);
    expect(schema.required).toEqual(['a', 'b']);
    expect(schema.additionalProperties).toBe(false);
  });

  it('offers every country by default and the regions of Canada and the US for north-america', () => {
    const country = compileStep([field('a', 'country')]).schema.properties as Record<string, { enum: string[] }>;
    expect(country.a.enum.length).toBeGreaterThan(240);
    const region = compileStep([field('a', 'region', {}, { list: 'north-america' })]).schema.properties as Record<string, { enum: string[] }>;
    expect(region.a.enum).toEqual(expect.arrayContaining(['QC', 'NY', 'PR']));
    expect(region.a.enum).not.toContain('LND');
  });

  it('puts translation keys, the widget and its options in the uiSchema only', () => {
    const { uiSchema, schema } = compileStep([field('r', 'region', { regionOf: 'country' }, { hintKey: 'fields.r.hint' })]);
    expect(uiSchema.r).toEqual({ 'ui:widget': 'region', 'ui:title': 'fields.r.label', 'ui:description': 'fields.r.hint', 'ui:options': { fieldType: 'region', countryField: 'country' } });
    expect(uiSchema['ui:order']).toEqual(['r']);
    expect(JSON.stringify(schema)).not.toContain('fields.r');
  });

  it.each([
    [field('a', 'colour'), /type 'colour'/],
    [field('a', 'text', { requird: true }), /VALIDATIONS.requird/],
  ])('refuses %j with a named error', (input, message) => {
    expect(() => compileStep([input])).toThrow(FlowCompileError);
    expect(() => compileStep([input])).toThrow(message);
  });
});

describe('step variants', () => {
  const step: Step = {
    id: 's', kind: 'form', titleKey: 't',
    fields: [field('a', 'text'), field('b', 'text', {}, { when: { flag: 'x' } }), field('c', 'text', {}, { when: { flag: 'y' } })],
  };

  it('has one variant per on/off combination of the conditional fields', () => {
    expect(stepVariants(step).map((fields) => fields.map((f) => f.name).join(''))).toEqual(['a', 'ab', 'ac', 'abc']);
  });

  it('keys each variant by which conditional fields show', () => {
    expect(variantKey(step, [step.fields[0], step.fields[2]])).toBe('s~01');
    expect(variantKey({ ...step, fields: [field('a', 'text')] }, [field('a', 'text')])).toBe('s');
  });
});
