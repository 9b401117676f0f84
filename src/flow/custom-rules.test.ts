import type { Field } from './flow-types';
import type { EvalContext } from './eval-context';
import { checkCustomRules } from './custom-rules';

const dob: Field = { name: 'dob', type: 'date', labelKey: 'x', validations: { required: true, minAge: 13, maxAge: 120 } };
const region: Field = { name: 'region', type: 'region', labelKey: 'x', validations: { regionOf: 'country' } };
const ctx: EvalContext = { flags: {}, presets: {}, answers: { where: { country: 'CA' } }, today: '2026-11-21' };

describe('checkCustomRules', () => {
  it.each([
    ['2013-11-21', []],
    ['2013-11-22', [{ field: 'dob', rule: 'minAge', params: { limit: 13 } }]],
    ['1905-11-21', [{ field: 'dob', rule: 'maxAge', params: { limit: 120 } }]],
    ['1906-11-21', []],
    ['', []],
  ])('birth date %s', (value, issues) => {
    expect(checkCustomRules([dob], { dob: value }, ctx)).toEqual(issues);
  });

  it.each([
    ['ON', 'CA', []],
    ['NY', 'CA', [{ field: 'region', rule: 'regionOf' }]],
    ['NY', 'US', []],
  ])('region %s in %s', (value, country, issues) => {
    const c = { ...ctx, answers: { where: { country } } };
    expect(checkCustomRules([region], { region: value }, c)).toEqual(issues);
  });

  it('sees a country answered on the same step', () => {
    expect(checkCustomRules([region], { region: 'ON', country: 'CA' }, { ...ctx, answers: {} })).toEqual([]);
  });
});
