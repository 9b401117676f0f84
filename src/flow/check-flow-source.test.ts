import fs from 'fs';
import path from 'path';
import onboarding from '../../flows/onboarding.json';
import { checkFlowSource } from './check-flow-source';
import { flattenKeys } from './translation-keys';
import type { LocaleKeys } from './check-flow';
import type { ProblemCode } from './flow-problem';

const english = new Set(flattenKeys(JSON.parse(fs.readFileSync(path.join(__dirname, '../../locales/en-US/translation.json'), 'utf8'))));
const locales: LocaleKeys = { 'en-US': english, 'fr-CA': english };
type Mutable = { [key: string]: any };
const clone = (): Mutable => JSON.parse(JSON.stringify(onboarding));
const check = (flow: unknown, keys: LocaleKeys = locales) => checkFlowSource(JSON.stringify(flow), keys);

describe('checkFlowSource', () => {
  it('accepts the shipped flow', () => {
    expect(check(onboarding)).toEqual([]);
  });

  it('reports invalid JSON', () => {
    expect(checkFlowSource('{ "id": ', locales)).toEqual([expect.objectContaining({ code: 'invalid_json', pointer: '' })]);
  });

  const cases: [string, (flow: Mutable) => void, ProblemCode, string][] = [
    ['a missing key', (f) => delete f.version, 'schema_violation', ''],
    ['a wrong kind', (f) => (f.steps[0].kind = 'page'), 'schema_violation', '/steps/0/kind'],
    ['a duplicate step id', (f) => (f.steps[2].id = 'language'), 'duplicate_step_id', '/steps/2/id'],
    ['a duplicate field name', (f) => (f.steps[2].fields[0].name = 'language'), 'duplicate_field_name', '/steps/2/fields/0/name'],
    ['a type with no widget', (f) => (f.steps[1].fields[0].type = 'colour'), 'unknown_widget', '/steps/1/fields/0/type'],
    ['an unknown rule', (f) => (f.steps[1].fields[0]['VALIDATIONS.requird'] = true), 'unknown_validation_rule', '/steps/1/fields/0/VALIDATIONS.requird'],
    ['a wrong prefix', (f) => (f.steps[1].fields[0]['VALIDATION.required'] = true), 'unknown_validation_prefix', '/steps/1/fields/0/VALIDATION.required'],
    ['a bad rule value', (f) => (f.steps[5].fields[0]['VALIDATIONS.maxLength'] = -2), 'invalid_rule_value', '/steps/5/fields/0/VALIDATIONS.maxLength'],
    ['a rule on the wrong type', (f) => (f.steps[7].fields[0]['VALIDATIONS.minLength'] = 2), 'rule_not_applicable', '/steps/7/fields/0/VALIDATIONS.minLength'],
    ['an undeclared flag', (f) => (f.steps[8].when = { flag: 'showHipa' }), 'undeclared_flag', '/steps/8/when'],
    ['an unknown field in a condition', (f) => (f.steps[3].when = { field: 'nation', in: ['US'] }), 'unknown_condition_field', '/steps/3/when'],
    ['a condition on a later field', (f) => (f.steps[1].when = { field: 'country', equals: 'US' }), 'condition_on_later_field', '/steps/1/when'],
    ['a missing translation', (f) => (f.steps[1].titleKey = 'steps.language.heading'), 'missing_translation', '/steps/1/titleKey'],
    ['a step no flags can reach', (f) => (f.steps[8].when = { all: [{ flag: 'showHipaaConsent' }, { not: { flag: 'showHipaaConsent' } }] }), 'unreachable_step', '/steps/8/when'],
    ['no review step', (f) => f.steps.splice(14, 1), 'missing_review_step', '/steps'],
    ['no done step', (f) => f.steps.pop(), 'missing_done_step', '/steps'],
    ['done not last', (f) => f.steps.splice(0, 0, f.steps.pop()), 'done_step_not_last', '/steps/0'],
    ['fields on a review step', (f) => (f.steps[14].fields = [{ name: 'x', type: 'text', labelKey: 'app.title' }]), 'fields_on_page_step', '/steps/14/fields'],
    ['too many conditional fields', (f) => (f.steps[5].fields = Array.from({ length: 7 }, (_, i) => ({ name: `f${i}`, type: 'text', labelKey: 'app.title', when: { flag: 'showIrbConsent' } }))), 'too_many_variants', '/steps/5/fields'],
    ['a list a type does not offer', (f) => (f.steps[2].fields[0].list = 'eu'), 'invalid_list', '/steps/2/fields/0/list'],
    ['a list on a type without lists', (f) => (f.steps[5].fields[0].list = 'full'), 'invalid_list', '/steps/5/fields/0/list'],
    ['a review step no member reaches with a flag off', (f) => (f.steps[14].when = { flag: 'fingerprintPrefill' }), 'no_submit_path', '/steps'],
    ['a consent reachable with its flag off', (f) => (f.steps[8].when = { any: [{ flag: 'showHipaaConsent' }, { market: ['US'] }] }), 'consent_without_flag', '/steps/8'],
    ['a consent no combination shows', (f) => (f.steps[8].when = { all: [{ flag: 'showHipaaConsent' }, { market: ['US'] }, { market: ['UK'] }] }), 'consent_never_shown', '/steps/8'],
    ['a step reading an answer its path skipped', (f) => {
      f.steps[2].when = { flag: 'fingerprintPrefill' };
      f.steps[3].when = { not: { field: 'country', equals: 'FR' } };
    }, 'reads_skipped_answer', '/steps/3'],
    ['a consent document missing from config/links.json', (f) => (f.steps[7].fields[0].document = 'termsOfService'), 'unknown_document', '/steps/7/fields/0/document'],
    ['a regionOf naming a later field', (f) => (f.steps[3].fields[0]['VALIDATIONS.regionOf'] = 'email'), 'unknown_condition_field', '/steps/3/fields/0/VALIDATIONS.regionOf'],
    ['a dependency on no field', (f) => (f.steps[13].fields[0].dependsOn = ['unit', 'nation']), 'unknown_dependency', '/steps/13/fields/0/dependsOn/1'],
    ['a dependency on a later field', (f) => (f.steps[2].fields[0].dependsOn = ['timezone']), 'dependency_on_later_field', '/steps/2/fields/0/dependsOn/0'],
    ['a dependency on a field of the same step', (f) => (f.steps[5].fields[1].dependsOn = ['firstName']), 'dependency_on_later_field', '/steps/5/fields/1/dependsOn/0'],
    ['a dependsOn that is not a list of names', (f) => (f.steps[13].fields[0].dependsOn = 'unit'), 'schema_violation', '/steps/13/fields/0/dependsOn'],
  ];

  it.each(cases)('reports %s', (_name, breakIt, code, pointer) => {
    const flow = clone();
    breakIt(flow);
    const problems = check(flow);
    expect(problems).toContainEqual(expect.objectContaining({ code, pointer }));
    for (const problem of problems) expect(problem.message.length).toBeGreaterThan(20);
  });

  it('names the locale a key is missing from', () => {
    const problems = check(onboarding, { ...locales, 'pt-PT': new Set() });
    expect(problems.length).toBeGreaterThan(10);
    expect(problems.every((p) => p.code === 'missing_translation' && p.message.includes('locales/pt-PT/translation.json'))).toBe(true);
  });
});
