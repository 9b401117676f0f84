import onboarding from '../../flows/onboarding.json';
import type { FlowConfig } from './flow-types';
import { flowDiff } from './flow-diff';
import { loadFlow } from './load-flow';

const before = loadFlow(onboarding);
const edit = (change: (flow: FlowConfig) => void) => {
  const copy = JSON.parse(JSON.stringify(onboarding)) as FlowConfig;
  change(copy);
  return loadFlow(copy);
};

describe('flowDiff', () => {
  it('says nothing changed for the same flow', () => {
    expect(flowDiff(before, before)).toBe('No change to steps, fields, rules, flags, paths or wording.');
  });

  it('reports a moved step and the paths it changes', () => {
    const after = edit((f) => f.steps.splice(6, 0, ...f.steps.splice(13, 1)));
    const text = flowDiff(before, after);
    expect(text).toContain('~ step appointment moved: now after profile (was after health-network)');
    expect(text.match(/~ step \S+ moved/g)).toHaveLength(1);
    expect(text).toMatch(/all members, any flags: appointment moved after profile, e\.g\.\n\s+- .*profile → (minors → )?about-you.*\n\s+\+ .*profile → appointment → (minors → )?about-you/);
    expect(text).not.toContain('more changed paths');
  });

  it('reports a consent gate whose condition changed, a rule change and an added field', () => {
    const after = edit((f) => {
      f.steps[9].when = { flag: 'showHipaaConsent' };
      f.steps[5].fields![0]['VALIDATIONS.maxLength'] = 50;
      f.steps[5].fields!.push({ name: 'middleName', type: 'text', labelKey: 'fields.firstName.label' });
    });
    const text = flowDiff(before, after);
    expect(text).toContain('~ consent gate hipaa shows when: flag showHipaaConsent and market US → flag showHipaaConsent');
    expect(text).toContain('~ field firstName rule maxLength: 100 → 50');
    expect(text).not.toContain('rule required');
    expect(text).toContain('+ field middleName (text, optional) added to step profile\n      label fields.firstName.label\n      rules none');
    expect(text).toContain('+ ');
  });

  it('reports a changed dependency', () => {
    const after = edit((f) => {
      f.steps[13].fields![0].dependsOn = ['unit', 'country'];
    });
    expect(flowDiff(before, after)).toContain('~ field slot asked again when these change: unit, country, timezone → unit, country');
  });

  it('reports removed steps and flags', () => {
    const after = edit((f) => {
      f.steps.splice(11, 1);
      delete f.flags.showIrbConsent;
    });
    const text = flowDiff(before, after);
    expect(text).toContain('- step research removed');
    expect(text).toContain('- field irbConsent removed from step research');
    expect(text).toContain('- flag showIrbConsent');
  });

  it("names a new field's rules, label, hint and condition, and rules added or removed on a field", () => {
    const after = edit((f) => {
      f.steps[5].fields!.push({ name: 'zip', type: 'text', labelKey: 'fields.zip.label', hintKey: 'fields.zip.hint', 'VALIDATIONS.required': true, 'VALIDATIONS.pattern': '^\\d{5}$', when: { market: ['US'] } });
      delete f.steps[5].fields![1]['VALIDATIONS.required'];
      f.steps[5].fields![1]['VALIDATIONS.minLength'] = 2;
    });
    const text = flowDiff(before, after);
    expect(text).toContain('+ field zip (text, required) added to step profile\n      label fields.zip.label, hint fields.zip.hint\n      rules pattern: "^\\\\d{5}$", required: true\n      shows when: market US');
    expect(text).toContain('+ field lastName rule minLength: 2');
    expect(text).toContain('- field lastName rule required (was true)');
  });

  it('names label and hint changes', () => {
    const after = edit((f) => {
      f.steps[5].fields![0].labelKey = 'fields.givenName.label';
      f.steps[5].fields![0].hintKey = 'fields.givenName.hint';
    });
    const text = flowDiff(before, after);
    expect(text).toContain('~ field firstName label fields.firstName.label → fields.givenName.label');
    expect(text).toContain('+ field firstName hint fields.givenName.hint');
    expect(flowDiff(after, before)).toContain('- field firstName hint (was fields.givenName.hint)');
  });

  it("diffs a choice field's options by value: added, removed, relabelled and reordered", () => {
    const options = [{ value: 'friend', labelKey: 'heard.friend' }, { value: 'search', labelKey: 'heard.search' }, { value: 'radio', labelKey: 'heard.radio' }];
    const withChoice = (opts: typeof options) => edit((f) => f.steps[7].fields!.push({ name: 'heard', type: 'choice', labelKey: 'fields.heard.label', options: opts }));
    const text = flowDiff(withChoice(options), withChoice([{ value: 'search', labelKey: 'heard.web' }, { value: 'friend', labelKey: 'heard.friend' }, { value: 'tv', labelKey: 'heard.tv' }]));
    expect(text).toContain('+ field heard option "tv" (label heard.tv)');
    expect(text).toContain('- field heard option "radio" (label heard.radio)');
    expect(text).toContain('~ field heard option "search" label heard.search → heard.web');
    expect(text).toContain('~ field heard options reordered: friend, search → search, friend');
    expect(flowDiff(before, withChoice(options))).toContain('+ field heard (choice, optional) added to step about-you\n      label fields.heard.label\n      rules none\n      options friend (heard.friend), search (heard.search), radio (heard.radio)');
  });

  it("states a new step's condition in words and which members gain it, by market and flags", () => {
    const after = edit((f) => f.steps.splice(9, 0, { id: 'referral', titleKey: 'steps.referral.title', when: { all: [{ flag: 'showIrbConsent' }, { market: ['UK'] }] }, fields: [{ name: 'heard', type: 'text', labelKey: 'fields.heard.label' }] }));
    const text = flowDiff(before, after);
    expect(text).toContain('+ step referral added at position 10 (after legal), title steps.referral.title, shows when: flag showIrbConsent and market UK');
    expect(text).toContain('What members see with flags at their defaults:\n  members in the UK will now see step \'referral\'');
    expect(text).toMatch(/members in the UK, flags showIrbConsent on: \+ referral after legal, e\.g\./);
  });

  it('says what a flag-default change does to members, by market', () => {
    const text = flowDiff(before, edit((f) => void (f.flags.showHipaaConsent.default = false)));
    expect(text).toContain('~ flag showHipaaConsent default true → false');
    expect(text).toContain("members in the US will no longer see step 'hipaa'");
    expect(text).not.toContain('Paths gained');
    const gdpr = flowDiff(before, edit((f) => void (f.flags.showGdprConsent.default = false)));
    expect(gdpr).toContain("members in the EU or in the UK will no longer see step 'gdpr'");
  });

  it('names the unit a changed path concerns', () => {
    const after = edit((f) => void (f.steps[13].when = { not: { field: 'unit', equals: 'move' } }));
    const text = flowDiff(before, after);
    expect(text).toMatch(/members in unit move, any flags: - appointment, e\.g\./);
    expect(text).toContain("members in unit move will no longer see step 'appointment'");
  });
});

describe('flowDiff with the texts of both sides', () => {
  const LANGUAGES = ['en-US', 'en-GB', 'es-US', 'fr-CA', 'pt-PT'];
  const texts = (byLanguage: Record<string, Record<string, string>>) => Object.fromEntries(LANGUAGES.map((lang) => [lang, byLanguage[lang] ?? {}]));
  const shared = { 'fields.firstName.label': 'First name', 'errors.required': 'Required' };
  const old = texts(Object.fromEntries(LANGUAGES.map((lang) => [lang, { ...shared }])));

  it("prints a new field's label and hint in every language, and that it is optional", () => {
    const after = edit((f) => f.steps[5].fields!.push({ name: 'preferredName', type: 'text', labelKey: 'fields.preferredName.label', hintKey: 'fields.preferredName.hint', 'VALIDATIONS.maxLength': 60 }));
    const now = texts(Object.fromEntries(LANGUAGES.map((lang) => [lang, { ...shared, 'fields.preferredName.label': `Name (${lang})`, ...(lang === 'fr-CA' ? {} : { 'fields.preferredName.hint': `Hint (${lang})` }) }])));
    const text = flowDiff(before, after, { before: old, after: now });
    expect(text).toContain(
      [
        '+ field preferredName (text, optional) added to step profile',
        '      label fields.preferredName.label',
        '        en-US "Name (en-US)"',
        '        en-GB "Name (en-GB)"',
        '        es-US "Name (es-US)"',
        '        fr-CA "Name (fr-CA)"',
        '        pt-PT "Name (pt-PT)"',
        '      hint fields.preferredName.hint',
        '        en-US "Hint (en-US)"',
        '        en-GB "Hint (en-GB)"',
        '        es-US "Hint (es-US)"',
        '        fr-CA (missing)',
        '        pt-PT "Hint (pt-PT)"',
        '      rules maxLength: 60',
      ].join('\n'),
    );
  });

  it("says a new field is required, and prints a choice's option labels in every language", () => {
    const after = edit((f) => f.steps[7].fields!.push({ name: 'heard', type: 'choice', labelKey: 'fields.heard.label', 'VALIDATIONS.required': true, options: [{ value: 'friend', labelKey: 'heard.friend' }, { value: 'tv', labelKey: 'heard.tv' }] }));
    const now = texts(Object.fromEntries(LANGUAGES.map((lang) => [lang, { ...shared, 'fields.heard.label': `Heard (${lang})`, 'heard.friend': `Friend (${lang})`, 'heard.tv': `TV (${lang})` }])));
    const text = flowDiff(before, after, { before: old, after: now });
    expect(text).toContain('+ field heard (choice, required) added to step about-you');
    expect(text).toContain('      option "tv" heard.tv\n        en-US "TV (en-US)"\n        en-GB "TV (en-GB)"\n        es-US "TV (es-US)"\n        fr-CA "TV (fr-CA)"\n        pt-PT "TV (pt-PT)"');
  });

  it("prints a changed field's rewording per language, and whether it is now required", () => {
    const after = edit((f) => delete f.steps[5].fields![0]['VALIDATIONS.required']);
    const now = texts(Object.fromEntries(LANGUAGES.map((lang) => [lang, { ...shared, ...(lang === 'es-US' ? { 'fields.firstName.label': 'Nombre de pila' } : {}) }])));
    const text = flowDiff(before, after, { before: old, after: now });
    expect(text).toContain('~ field firstName (text, optional) in step profile:');
    expect(text).toContain('~ field firstName now optional (was required)');
    expect(text).toContain('~ field firstName label fields.firstName.label reworded\n        es-US "First name" → "Nombre de pila"\n        unchanged in en-US, en-GB, fr-CA, pt-PT');
  });

  it('prints a reworded built-in message, though no field changed', () => {
    const now = texts(Object.fromEntries(LANGUAGES.map((lang) => [lang, { ...shared, 'errors.required': lang === 'en-GB' ? 'Please answer this' : 'Required' }])));
    const text = flowDiff(before, before, { before: old, after: now });
    expect(text).toContain('Messages and titles reworded:\n  ~ errors.required\n      en-GB "Required" → "Please answer this"\n      unchanged in en-US, es-US, fr-CA, pt-PT');
    expect(flowDiff(before, before, { before: old, after: old })).toBe('No change to steps, fields, rules, flags, paths or wording.');
  });
});
