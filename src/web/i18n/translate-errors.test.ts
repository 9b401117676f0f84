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

describe('translateErrors with a rule that carries its own message', () => {
  const pattern = (property: string): RJSFValidationError => ({ name: 'pattern', property, params: { pattern: '^[A-Z]{3}-[0-9]{4}$' }, stack: '' });
  const own = { referralCode: { pattern: 'errors.referralCode' } };

  it("shows the field's own message for a failed pattern, not the generic one", () => {
    expect(translateErrors([pattern('.referralCode')], t, new Set(), own)).toEqual([expect.objectContaining({ message: '<errors.referralCode>' })]);
  });

  it("keeps another field's pattern error generic", () => {
    expect(translateErrors([pattern('.phone')], t, new Set(), own)).toEqual([expect.objectContaining({ message: '<errors.pattern>' })]);
  });
});
