import fs from 'fs';
import path from 'path';
import onboarding from '../../flows/onboarding.json';
import { checkFlowSource, checkFlowSourceWithStats } from './check-flow-source';
import { formatProblem } from './format-problem';
import { flowWithExtraFlags } from '../../test/support/flow-with-extra-flags';
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
    ['a rule on the wrong type', (f) => (f.steps[8].fields[0]['VALIDATIONS.minLength'] = 2), 'rule_not_applicable', '/steps/8/fields/0/VALIDATIONS.minLength'],
    ['an undeclared flag', (f) => (f.steps[9].when = { flag: 'showHipa' }), 'undeclared_flag', '/steps/9/when'],
    ['an unknown field in a condition', (f) => (f.steps[3].when = { field: 'nation', in: ['US'] }), 'unknown_condition_field', '/steps/3/when'],
    ['a condition on a later field', (f) => (f.steps[1].when = { field: 'country', equals: 'US' }), 'condition_on_later_field', '/steps/1/when'],
    ['a missing translation', (f) => (f.steps[1].titleKey = 'steps.language.heading'), 'missing_translation', '/steps/1/titleKey'],
    ['a step no flags can reach', (f) => (f.steps[9].when = { all: [{ flag: 'showHipaaConsent' }, { not: { flag: 'showHipaaConsent' } }] }), 'unreachable_step', '/steps/9/when'],
    ['no review step', (f) => f.steps.splice(14, 1), 'missing_review_step', '/steps'],
    ['no done step', (f) => f.steps.pop(), 'missing_done_step', '/steps'],
    ['done not last', (f) => f.steps.splice(0, 0, f.steps.pop()), 'done_step_not_last', '/steps/0'],
    ['fields on a review step', (f) => (f.steps[14].fields = [{ name: 'x', type: 'text', labelKey: 'app.title' }]), 'fields_on_page_step', '/steps/14/fields'],
    ['too many conditional fields', (f) => (f.steps[5].fields = Array.from({ length: 7 }, (_, i) => ({ name: `f${i}`, type: 'text', labelKey: 'app.title', when: { flag: 'showIrbConsent' } }))), 'too_many_variants', '/steps/5/fields'],
    ['a list a type does not offer', (f) => (f.steps[2].fields[0].list = 'eu'), 'invalid_list', '/steps/2/fields/0/list'],
    ['a list on a type without lists', (f) => (f.steps[5].fields[0].list = 'full'), 'invalid_list', '/steps/5/fields/0/list'],
    ['a review step no member reaches with a flag off', (f) => (f.steps[14].when = { flag: 'fingerprintPrefill' }), 'no_submit_path', '/steps'],
    ['a consent reachable with its flag off', (f) => (f.steps[9].when = { any: [{ flag: 'showHipaaConsent' }, { market: ['US'] }] }), 'consent_without_flag', '/steps/9/fields/0'],
    ['a consent no combination shows', (f) => (f.steps[9].fields[0].when = { market: ['UK'] }), 'consent_never_shown', '/steps/9/fields/0'],
    ['a required step moved after review', (f) => f.steps.splice(14, 0, ...f.steps.splice(7, 1)), 'required_step_after_review', '/steps/14'],
    ['review moved before a consent step', (f) => f.steps.splice(8, 0, ...f.steps.splice(14, 1)), 'required_step_after_review', '/steps/9'],
    ['a step after review only for one market', (f) => f.steps.splice(14, 0, ...f.steps.splice(8, 1)), 'required_step_after_review', '/steps/14'],
    ['a country it can never be', (f) => (f.steps[9].when = { field: 'country', equals: 'USA' }), 'answer_value_doesnt_exist', '/steps/9/when/equals'],
    ['a unit it can never be', (f) => (f.steps[10].when = { field: 'unit', equals: 'moove' }), 'answer_value_doesnt_exist', '/steps/10/when/equals'],
    ['a gender it can never be', (f) => (f.steps[10].when = { field: 'gender', equals: 'femal' }), 'answer_value_doesnt_exist', '/steps/10/when/equals'],
    ['an in list with a country it can never be', (f) => f.steps[3].when.in.push('USA'), 'answer_value_doesnt_exist', '/steps/3/when/in/10'],
    ['a consent compared with text', (f) => (f.steps[13].when = { field: 'termsConsent', equals: 'true' }), 'answer_value_doesnt_exist', '/steps/13/when/equals'],
    ['an unknown market', (f) => (f.steps[9].when.all[1].market = ['UK', 'EUR']), 'unknown_market', '/steps/9/when/all/1/market/1'],
    ['two markets at once', (f) => (f.steps[9].when = { all: [{ market: ['US'] }, { market: ['UK'] }] }), 'contradictory_condition', '/steps/9/when'],
    ['two units at once', (f) => (f.steps[10].when = { all: [{ field: 'unit', equals: 'bloom' }, { field: 'unit', equals: 'move' }] }), 'contradictory_condition', '/steps/10/when'],
    ['two disjoint lists of one field', (f) => (f.steps[10].when = { all: [{ field: 'country', in: ['US', 'CA'] }, { all: [{ field: 'country', equals: 'FR' }] }] }), 'contradictory_condition', '/steps/10/when'],
    ['ages that exclude each other', (f) => (f.steps[6].when = { all: [{ age: { field: 'dateOfBirth', below: 18 } }, { age: { field: 'dateOfBirth', atLeast: 65 } }] }), 'condition_never_holds', '/steps/6/when'],
    ['a step for ages below the youngest the birth date accepts', (f) => (f.steps[6].when = { age: { field: 'dateOfBirth', below: 12 } }), 'condition_outside_field_limits', '/steps/6/when/age/below'],
    ['a step for ages below exactly the youngest it accepts', (f) => (f.steps[6].when = { age: { field: 'dateOfBirth', below: 13 } }), 'condition_outside_field_limits', '/steps/6/when/age/below'],
    ['a step for ages above the oldest it accepts', (f) => (f.steps[6].when = { age: { field: 'dateOfBirth', atLeast: 121 } }), 'condition_outside_field_limits', '/steps/6/when/age/atLeast'],
    ['a step whose only refused age is the second leaf', (f) => (f.steps[6].when = { all: [{ flag: 'showIrbConsent' }, { age: { field: 'dateOfBirth', atLeast: 20 } }, { any: [{ age: { field: 'dateOfBirth', atLeast: 121 } }] }] }), 'condition_outside_field_limits', '/steps/6/when/all/2/any/0/age/atLeast'],
    ['a field for ages the birth date refuses', (f) => (f.steps[6].fields[0].when = { age: { field: 'dateOfBirth', below: 5 } }), 'condition_outside_field_limits', '/steps/6/fields/0/when/age/below'],
    ['ages refused only by a negation', (f) => (f.steps[6].when = { all: [{ age: { field: 'dateOfBirth', below: 100 } }, { not: { age: { field: 'dateOfBirth', atLeast: 13 } } }] }), 'condition_outside_field_limits', '/steps/6/when'],
    ['a market the country list cannot give', (f) => {
      f.steps[2].fields[0].list = 'supported';
      f.steps[6].when = { all: [{ market: ['OTHER', 'CA'] }, { not: { market: ['CA'] } }, { field: 'country', in: ['US', 'GB'] }] };
    }, 'condition_never_holds', '/steps/6/when'],
    ['a field condition that never holds', (f) => (f.steps[8].fields[3].when = { all: [{ flag: 'showNonDiscriminationConsent' }, { not: { flag: 'showNonDiscriminationConsent' } }] }), 'condition_never_holds', '/steps/8/fields/3/when'],
    ['a step reading an answer its path skipped', (f) => {
      f.steps[2].when = { flag: 'fingerprintPrefill' };
      f.steps[3].when = { not: { field: 'country', equals: 'FR' } };
    }, 'reads_skipped_answer', '/steps/3'],
    ['a consent document missing from config/links.json', (f) => (f.steps[8].fields[0].document = 'termsOfService'), 'unknown_document', '/steps/8/fields/0/document'],
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

describe('messages a person can act on', () => {
  const shipped = fs.readFileSync(path.join(__dirname, '../../flows/onboarding.json'), 'utf8');
  const lineOf = (text: string, needle: string) => {
    const at = text.indexOf(needle);
    const before = text.slice(0, at).split('\n');
    return { line: before.length, column: (before[before.length - 1]).length + 1 };
  };

  it('names the step, the field, the line and column, the allowed types and the near match', () => {
    const text = shipped.replace('"type": "gender"', '"type": "gendr"');
    const [problem] = checkFlowSource(text, locales);
    expect(problem).toMatchObject({ code: 'unknown_widget', pointer: '/steps/7/fields/1/type', stepId: 'about-you', fieldName: 'gender', ...lineOf(text, '"type": "gendr"') });
    expect(problem?.message).toContain('text, email, tel');
    expect(problem?.message).toContain("Did you mean 'gender'?");
    expect(formatProblem('flows/onboarding.json', problem)).toBe(`flows/onboarding.json:${String(problem?.line)}:${String(problem?.column)}: step 'about-you', field 'gender': unknown_widget: ${String(problem?.message)}`);
  });

  it.each([
    ['a condition value', (f: Mutable) => (f.steps[10].when = { field: 'gender', equals: 'femal' }), "Did you mean 'female'?", '"female"'],
    ['a unit', (f: Mutable) => (f.steps[10].when = { field: 'unit', equals: 'moove' }), "Did you mean 'move'?", '"bloom", "move", "thrive", "mind"'],
    ['a country', (f: Mutable) => (f.steps[9].when = { field: 'country', equals: 'USA' }), "Did you mean 'US'?", '255 values in all'],
    ['a flag', (f: Mutable) => (f.steps[9].when = { flag: 'showHipaConsent' }), "Did you mean 'showHipaaConsent'?", 'showGdprConsent'],
    ['a rule', (f: Mutable) => (f.steps[5].fields[0]['VALIDATIONS.maxLenght'] = 3), "Did you mean 'maxLength'?", 'required'],
    ['a field in a condition', (f: Mutable) => (f.steps[9].when = { field: 'countyr', equals: 'US' }), "Did you mean 'country'?", 'earlier step'],
    ['a field in a condition, by one of its words', (f: Mutable) => (f.steps[3].when = { field: 'homeCountry', in: ['US'] }), "Did you mean 'country'?", 'use the name of a field of an earlier step (unit, language, country).'],
    ['a field a rule names', (f: Mutable) => (f.steps[3].fields[0]['VALIDATIONS.regionOf'] = 'countyr'), "Did you mean 'country'?", 'use the name of a field of this or an earlier step (unit, language, country).'],
    ['a field a rule names, on a step with other fields', (f: Mutable) => (f.steps[5].fields[4]['VALIDATIONS.phoneOf'] = 'homeCountry'), "Did you mean 'country'?", '(unit, language, country, region, timezone, firstName, lastName, dateOfBirth, email).'],
    ['a dependency', (f: Mutable) => (f.steps[5].fields[0].dependsOn = ['timeZone']), "Did you mean 'timezone'?", 'use the name of a field of an earlier step (unit, language, country, region, timezone).'],
    ['a list', (f: Mutable) => (f.steps[2].fields[0].list = 'suported'), "Did you mean 'supported'?", 'full, supported'],
    ['a document', (f: Mutable) => (f.steps[8].fields[0].document = 'term'), "Did you mean 'terms'?", 'privacy'],
    ['a market', (f: Mutable) => (f.steps[9].when = { market: ['us'] }), "Did you mean 'US'?", 'US, CA, UK, EU, OTHER'],
  ])('suggests the near match for %s and lists the allowed ones', (_name, breakIt, suggestion, allowed) => {
    const flow = clone();
    breakIt(flow);
    const messages = check(flow).map((p) => p.message);
    expect(messages.find((m) => m.includes(suggestion))).toContain(allowed);
  });

  it.each([
    ['both limits', {}, "field 'dateOfBirth' (step 'profile') accepts only ages 13 to 120 (VALIDATIONS.minAge: 13, VALIDATIONS.maxAge: 120)"],
    ['a youngest age only', { 'VALIDATIONS.maxAge': undefined }, "field 'dateOfBirth' (step 'profile') accepts only ages 13 or older (VALIDATIONS.minAge: 13)"],
    ['an oldest age only', { 'VALIDATIONS.minAge': undefined, 'VALIDATIONS.maxAge': 10 }, "field 'dateOfBirth' (step 'profile') accepts only ages 10 or younger (VALIDATIONS.maxAge: 10)"],
  ])('names the step, its condition and the birth date\'s %s when no accepted age shows a step', (_name, limits, accepted) => {
    const flow = clone();
    Object.assign(flow.steps[5].fields[2], limits);
    flow.steps[6].when = { all: [{ age: { field: 'dateOfBirth', below: 100 } }, { not: { age: { field: 'dateOfBirth', atLeast: 13 } } }] };
    if (flow.steps[5].fields[2]['VALIDATIONS.minAge'] === undefined) flow.steps[6].when = { age: { field: 'dateOfBirth', atLeast: 11 } };
    const [problem, ...others] = check(flow);
    expect(others).toEqual([]);
    expect(problem?.message).toBe(`Step 'minors' never shows: its condition (${String(flow.steps[5].fields[2]['VALIDATIONS.minAge'] === undefined ? 'dateOfBirth age ≥ 11' : 'dateOfBirth age < 100 and not dateOfBirth age ≥ 13')}) holds for no age the member can give, as ${accepted}; no member can reach it. Ask for an age within those limits, or change the field's limits.`);
  });

  it('names a field that no accepted age shows, and the flow\'s own validation prefix', () => {
    const flow = JSON.parse(JSON.stringify(clone()).replace(/"VALIDATIONS\./g, '"RULES.')) as Mutable;
    flow.validationPrefix = 'RULES';
    flow.steps[6].fields[0].when = { age: { field: 'dateOfBirth', below: 5 } };
    const problems = check(flow);
    expect(problems.map((p) => p.message)).toEqual([expect.stringMatching(/^Field 'guardianName' never shows: .*\(RULES\.minAge: 13, RULES\.maxAge: 120\)/)]);
  });

  it('keeps condition_never_holds for a condition no age at all satisfies', () => {
    const flow = clone();
    flow.steps[6].when = { age: { field: 'dateOfBirth', below: 12, atLeast: 30 } };
    expect(check(flow).map((p) => p.code)).toEqual(['condition_never_holds']);
  });

  it('says when no earlier step has a field a condition could name', () => {
    const flow = clone();
    flow.steps[0].when = { field: 'unitt', answered: true };
    expect(check(flow).find((p) => p.code === 'unknown_condition_field')?.message).toBe("No field is named 'unitt'; use the name of a field of an earlier step (none comes before this one, so it can read only flags, the address and markets). Did you mean 'unit'?");
  });

  it('suggests nothing when no name is near', () => {
    const flow = clone();
    flow.steps[9].when = { flag: 'somethingElse' };
    expect(check(flow).find((p) => p.code === 'undeclared_flag')?.message).not.toContain('Did you mean');
  });

  it.each([
    ['a trailing comma', '{\n  "a": [1, 2,]\n}', 2, 13, 'remove the comma after the last item'],
    ['a trailing comma in an object', '{\n  "a": 1,\n}', 2, 9, 'remove the comma after the last item'],
    ['a lone backslash in a pattern', '{\n  "VALIDATIONS.pattern": "^\\d{5}$"\n}', 2, 28, 'write \\\\d for \\d in JSON'],
    ['an unquoted key', '{\n  id: "x"\n}', 2, 3, 'the key id needs double quotes'],
    ['a missing comma', '{\n  "a": 1\n  "b": 2\n}', 3, 3, "add ',' after the item ending on line 2"],
    ['an unterminated string', '{\n  "a": "abc\n}', 2, 8, 'this string is not closed'],
    ['a file that ends early', '{\n  "a": [1, 2\n', 2, 8, "add the missing ']'"],
  ])('locates %s and says how to fix it', (_name, text, line, column, fix) => {
    const problems = checkFlowSource(text, locales);
    expect(problems).toEqual([expect.objectContaining({ code: 'invalid_json', pointer: '', line, column })]);
    expect(problems[0]?.message).toContain(fix);
  });
});

describe('the proof scales', () => {
  it.each([[0, 10400, 80], [2, 10400 * 4, 80 * 4], [6, 10400 * 64, 80 * 64]])('checks the shipped flow plus %i flags, each gating a step', (extra, combinations, paths) => {
    const { problems, exploration } = checkFlowSourceWithStats(JSON.stringify(flowWithExtraFlags(extra)), locales);
    expect(problems).toEqual([]);
    expect(exploration).toMatchObject({ scenarios: combinations, distinctPaths: paths });
  });
});
