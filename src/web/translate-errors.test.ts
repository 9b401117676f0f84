import type { RJSFValidationError } from '@rjsf/utils';
import { translateErrors } from './translate-errors';

const t = (key: string) => `<${key}>`;
const required = (name: string): RJSFValidationError => ({ name: 'required', property: '', params: { missingProperty: name }, stack: '' });

describe('translateErrors', () => {
  it('files a required error under its field with the translated message', () => {
    expect(translateErrors([required('firstName')], t)).toEqual([expect.objectContaining({ property: '.firstName', message: '<errors.required>' })]);
  });

  it('asks the member to accept an untouched or unticked consent', () => {
    const consents = new Set(['termsConsent']);
    const unticked: RJSFValidationError = { name: 'const', property: '.termsConsent', params: { allowedValue: true }, stack: '' };
    const out = translateErrors([required('termsConsent'), unticked, required('firstName')], t, consents);
    expect(out.map((e) => [e.property, e.message])).toEqual([['.termsConsent', '<errors.const>'], ['.termsConsent', '<errors.const>'], ['.firstName', '<errors.required>']]);
  });
});
