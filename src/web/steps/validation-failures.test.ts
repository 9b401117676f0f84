import type { Field } from '../../flow/flow-types';
import { validationFailures } from './validation-failures';

const field = (name: string, validations: Record<string, unknown>): Field => ({ name, type: 'text', labelKey: `fields.${name}.label`, validations });
const visible = [
  field('firstName', { required: true, maxLength: 100 }),
  field('dateOfBirth', { required: true, minAge: 13, maxAge: 120 }),
  field('email', { required: true, format: 'email' }),
  field('termsConsent', { mustAccept: true }),
];

describe('validationFailures', () => {
  it.each([
    ['a missing answer', [{ name: 'required', property: '.firstName', params: { missingProperty: 'firstName' } }], [], [{ field: 'firstName', rules: ['required'] }]],
    ['a bad format', [{ name: 'format', property: '.email', params: { format: 'email' } }], [], [{ field: 'email', rules: ['format'] }]],
    ['a too long answer', [{ name: 'maxLength', property: '.firstName' }], [], [{ field: 'firstName', rules: ['maxLength'] }]],
    ['an unticked consent', [{ name: 'required', property: '.termsConsent', params: { missingProperty: 'termsConsent' } }, { name: 'const', property: '.termsConsent' }], [], [{ field: 'termsConsent', rules: ['mustAccept'] }]],
    ['a custom age rule', [{ property: '.dateOfBirth' }], [{ field: 'dateOfBirth', rule: 'minAge', params: { limit: 13 } }], [{ field: 'dateOfBirth', rules: ['minAge'] }]],
    ['a field not on the step', [{ name: 'required', property: '.nope', params: { missingProperty: 'nope' } }], [], []],
    [
      'several fields at once',
      [{ name: 'required', property: '.firstName', params: { missingProperty: 'firstName' } }, { name: 'format', property: '.email' }, { name: 'maxLength', property: '.email' }],
      [],
      [{ field: 'firstName', rules: ['required'] }, { field: 'email', rules: ['format', 'maxLength'] }],
    ],
  ])('names the field and rules of %s', (_case, errors, custom, expected) => {
    expect(validationFailures(errors, visible, custom)).toEqual(expected);
  });
});
