import type { Field } from './flow-types';
import type { FlowFacts } from './flow-facts';
import { checkCustomRules } from './custom-rules';

const dob: Field = { name: 'dob', type: 'date', labelKey: 'x', validations: { required: true, minAge: 13, maxAge: 120 } };
const region: Field = { name: 'region', type: 'region', labelKey: 'x', validations: { regionOf: 'country' } };
const facts: FlowFacts = { flags: {}, presets: {}, answers: { where: { country: 'CA' } }, today: '2026-11-21' };

describe('checkCustomRules', () => {
  it.each([
    ['2013-11-21', []],
    ['2013-11-22', [{ field: 'dob', rule: 'minAge', params: { limit: 13 } }]],
    ['1905-11-21', [{ field: 'dob', rule: 'maxAge', params: { limit: 120 } }]],
    ['1906-11-21', []],
    ['', [{ field: 'dob', rule: 'required' }]],
  ])('birth date %s', (value, issues) => {
    expect(checkCustomRules([dob], { dob: value }, facts)).toEqual(issues);
  });

  it.each([
    ['ON', 'CA', []],
    ['NY', 'CA', [{ field: 'region', rule: 'regionOf' }]],
    ['NY', 'US', []],
    ['EDH', 'GB', []],
    ['SCT', 'GB', [{ field: 'region', rule: 'regionOf' }]],
    ['ENG', 'GB', [{ field: 'region', rule: 'regionOf' }]],
    ['EDH', 'GB-SCT', []],
    ['KEN', 'GB-SCT', [{ field: 'region', rule: 'regionOf' }]],
    ['SCT', 'GB-SCT', [{ field: 'region', rule: 'regionOf' }]],
  ])('region %s in %s', (value, country, issues) => {
    const c = { ...facts, answers: { where: { country } } };
    expect(checkCustomRules([region], { region: value }, c)).toEqual(issues);
  });

  it('sees a country answered on the same step', () => {
    expect(checkCustomRules([region], { region: 'ON', country: 'CA' }, { ...facts, answers: {} })).toEqual([]);
  });
});

describe('checkCustomRules: phone of the chosen country', () => {
  const phone: Field = { name: 'phone', type: 'tel', labelKey: 'x', validations: { required: true, phoneOf: 'country' } };
  const inCountry = (country: string): FlowFacts => ({ ...facts, answers: { where: { country } } });

  it.each([
    ['(212) 555-0123', 'US'],
    ['+1 212 555 0123', 'US'],
    ['+1 416 555 0199', 'CA'],
    ['07911 123456', 'GB-ENG'],
    ['912 345 678', 'PT'],
    ['\u200b\ufeff(212) 555-0123\u200e', 'US'],
  ])('accepts %s in %s', (value, country) => {
    expect(checkCustomRules([phone], { phone: value }, inCountry(country))).toEqual([]);
  });

  it.each([
    ['words', 'call me', 'US'],
    ['an area code that does not exist', '+1 555 010 0100', 'US'],
    ['a number without its area code', '555-0123', 'US'],
    ["another country's number", '+44 20 7946 0018', 'US'],
    ["another country's national form", '912 345 678', 'GB'],
    ['5000 digits', '1'.repeat(5000), 'US'],
    ['a control character', '212\u0000555 0123', 'US'],
  ])('refuses %s as phoneOf', (_label, value, country) => {
    expect(checkCustomRules([phone], { phone: value }, inCountry(country))).toEqual([{ field: 'phone', rule: 'phoneOf' }]);
  });

  it('reads a phone without a chosen country only in international form', () => {
    expect(checkCustomRules([phone], { phone: '+351 912 345 678' }, { ...facts, answers: {} })).toEqual([]);
    expect(checkCustomRules([phone], { phone: '912 345 678' }, { ...facts, answers: {} })).toEqual([{ field: 'phone', rule: 'phoneOf' }]);
  });
});

describe('checkCustomRules: a birth date in the future', () => {
  it.each(['2026-11-22', '2027-01-01', '9999-12-31'])('%s has its own rule, not an age', (value) => {
    expect(checkCustomRules([dob], { dob: value }, facts)).toEqual([{ field: 'dob', rule: 'noFutureDate' }]);
  });

  it('today is not in the future (and is too young)', () => {
    expect(checkCustomRules([dob], { dob: '2026-11-21' }, facts)).toEqual([{ field: 'dob', rule: 'minAge', params: { limit: 13 } }]);
  });

  it('a date field without age rules refuses the future only when asked to', () => {
    const plain: Field = { name: 'd', type: 'date', labelKey: 'x', validations: {} };
    const past: Field = { name: 'd', type: 'date', labelKey: 'x', validations: { noFutureDate: true } };
    expect(checkCustomRules([plain], { d: '2030-01-01' }, facts)).toEqual([]);
    expect(checkCustomRules([past], { d: '2030-01-01' }, facts)).toEqual([{ field: 'd', rule: 'noFutureDate' }]);
    expect(checkCustomRules([past], { d: '2026-11-21' }, facts)).toEqual([]);
  });
});

describe('checkCustomRules: blank text is not an answer', () => {
  const first: Field = { name: 'firstName', type: 'text', labelKey: 'x', validations: { required: true, maxLength: 100 } };
  const optional: Field = { name: 'nick', type: 'text', labelKey: 'x', validations: {} };

  it.each(['', ' ', '   \t\n', '\u00a0\u3000', '\u200b', '\u0000', '\ufeff \u2028'])('%j fails required', (value) => {
    expect(checkCustomRules([first], { firstName: value }, facts)).toEqual([{ field: 'firstName', rule: 'required' }]);
  });

  it.each(['A', ' Ana ', 'José', '李', 'x'.repeat(100)])('%j is an answer', (value) => {
    expect(checkCustomRules([first], { firstName: value }, facts)).toEqual([]);
  });

  it('a blank optional field is simply unanswered', () => {
    expect(checkCustomRules([optional], { nick: '  ' }, facts)).toEqual([]);
  });
});
