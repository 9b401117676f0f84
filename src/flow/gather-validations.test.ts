import { gatherValidations, DEFAULT_VALIDATION_PREFIX } from './gather-validations';

describe('gatherValidations', () => {
  it.each([
    [{ name: 'a', 'VALIDATIONS.required': true, 'VALIDATIONS.maxLength': 5 }, undefined, { required: true, maxLength: 5 }],
    [{ name: 'a', 'RULES.minLength': 2, 'VALIDATIONS.required': true }, 'RULES', { minLength: 2 }],
    [{ name: 'a', VALIDATIONS: 'x', 'VALIDATIONS.': 1 }, undefined, {}],
    [{ name: 'a', 'VALIDATIONSX.required': true }, undefined, {}],
  ])('gathers %j with prefix %s', (field, prefix, expected) => {
    expect(gatherValidations(field, prefix)).toEqual(expected);
  });

  it('defaults the prefix to VALIDATIONS', () => {
    expect(DEFAULT_VALIDATION_PREFIX).toBe('VALIDATIONS');
  });
});
