import Ajv from 'ajv';
import onboarding from '../../flows/onboarding.json';
import schema from '../../schemas/consent-record-policy.schema.json';
import policy from './consent-record-policy.json';
import { CONSENT_RECORD_POLICY, purposeOf } from './consent-record-policy';

describe('src/reference/consent-record-policy.json', () => {
  it('matches its schema', () => {
    const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
    expect(validate(policy) ? [] : validate.errors).toEqual([]);
  });

  it('refuses a market without a controller, and a retention that is not an ISO 8601 duration', () => {
    const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
    const { controller: _dropped, ...us } = policy.markets.US;
    expect(validate({ ...policy, markets: { ...policy.markets, US: us } })).toBe(false);
    expect(validate({ ...policy, markets: { ...policy.markets, CA: { ...policy.markets.CA, retention: { period: 'six years', description: 'x' } } } })).toBe(false);
  });

  it('names a purpose for every consent field of the flow', () => {
    const consents = JSON.stringify(onboarding).match(/"name":\s*"\w+Consent"/g)?.map((m) => m.replace(/.*"(\w+Consent)"/, '$1')) ?? [];
    expect(consents.length).toBeGreaterThan(0);
    expect([...new Set(consents)].filter((c) => purposeOf(CONSENT_RECORD_POLICY, c) === CONSENT_RECORD_POLICY.otherPurpose)).toEqual([]);
  });

  it('stays marked for legal review while its values are placeholders', () => {
    const placeholders = JSON.stringify(policy.markets).includes('PLACEHOLDER');
    expect(placeholders ? policy.review : 'reviewed').toBe(placeholders ? 'placeholder-pending-legal-review' : 'reviewed');
  });
});
