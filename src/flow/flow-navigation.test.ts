import onboarding from '../../flows/onboarding.json';
import type { Answers } from './flow-types';
import type { FlowFacts } from './flow-facts';
import { normalizeFlow } from './normalize-flow';
import { loadFlow, marketFieldOf, resolveFlags } from './load-flow';
import { afterSave, answeredSteps, firstUnansweredStepId, resolveTarget, saveAnswers } from './flow-navigation';
import { changedFields, dependentsOf, flowDependencies } from './answer-dependencies';

// A chain a -> b -> c across steps, with an unrelated field on c's step that must survive as a draft.
const chain = normalizeFlow({
  id: 'chain', version: '1', flags: {},
  steps: [
    { id: 's1', titleKey: 't', fields: [{ name: 'a', type: 'text', labelKey: 'l' }] },
    { id: 's2', titleKey: 't', fields: [{ name: 'b', type: 'text', labelKey: 'l', dependsOn: ['a'] }] },
    { id: 's3', titleKey: 't', fields: [{ name: 'c', type: 'text', labelKey: 'l', dependsOn: ['b'] }, { name: 'd', type: 'text', labelKey: 'l' }] },
    { id: 's4', titleKey: 't', fields: [{ name: 'e', type: 'text', labelKey: 'l' }] },
    { id: 'review', kind: 'review', titleKey: 't' },
    { id: 'done', kind: 'done', titleKey: 't' },
  ],
});
const chainCtx = (answers: Answers): FlowFacts => ({ flags: {}, presets: {}, answers, today: '2026-06-15' });
const full: Answers = { s1: { a: '1' }, s2: { b: '2' }, s3: { c: '3', d: '4' }, s4: { e: '5' } };

describe('saveAnswers', () => {
  it('keeps every later answer when the value did not change', () => {
    expect(saveAnswers(chain, chainCtx(full), 's1', { a: '1' })).toEqual({ answers: full, reasked: {} });
  });

  it('drops dependents transitively, field by field: their steps keep their other answers and are asked again', () => {
    const saved = saveAnswers(chain, chainCtx(full), 's1', { a: 'changed' });
    expect(saved.answers).toEqual({ s1: { a: 'changed' }, s3: { d: '4' }, s4: { e: '5' } });
    expect(saved.reasked).toEqual({ s2: {}, s3: { d: '4' } });
    expect(answeredSteps(saved)).toEqual({ s1: { a: 'changed' }, s4: { e: '5' } });
  });

  it('treats a removed value as a change', () => {
    const { answers, reasked } = saveAnswers(chain, chainCtx(full), 's1', {});
    expect(answers.s2).toBeUndefined();
    expect(reasked.s2).toEqual({});
  });

  it('never drops the step being saved, even when it depends on what it changes', () => {
    const { answers, reasked } = saveAnswers(chain, chainCtx(full), 's2', { b: 'other' });
    expect(answers.s2).toEqual({ b: 'other' });
    expect(answers.s3).toEqual({ d: '4' });
    expect(reasked).toEqual({ s3: { d: '4' } });
    expect(answers.s1).toEqual({ a: '1' });
  });

  it('after a change from review, goes to the first re-asked step, then on in flow order, then back to review', () => {
    let answers = answeredSteps(saveAnswers(chain, chainCtx(full), 's1', { a: 'x' }));
    expect(afterSave(chain, chainCtx(answers), 's1', 'review')).toBe('s2');
    answers = answeredSteps(saveAnswers(chain, chainCtx(answers), 's2', { b: 'y' }));
    expect(afterSave(chain, chainCtx(answers), 's2', 'review')).toBe('s3');
    answers = answeredSteps(saveAnswers(chain, chainCtx(answers), 's3', { c: 'z', d: '4' }));
    expect(afterSave(chain, chainCtx(answers), 's3', 'review')).toBe('review');
  });
});

// A flagged step and a step shown only once an earlier answer is given, around a date of birth with an age rule.
const gated = normalizeFlow({
  id: 'gated', version: '1', flags: { extra: { default: false } },
  steps: [
    { id: 'first', titleKey: 't', fields: [{ name: 'a', type: 'text', labelKey: 'l' }] },
    { id: 'flagged', titleKey: 't', when: { flag: 'extra' }, fields: [{ name: 'f', type: 'text', labelKey: 'l' }] },
    { id: 'follow', titleKey: 't', when: { field: 'a', answered: true }, fields: [{ name: 'b', type: 'text', labelKey: 'l', dependsOn: ['a'] }] },
    { id: 'more', titleKey: 't', when: { field: 'b', answered: true }, fields: [{ name: 'c', type: 'text', labelKey: 'l', dependsOn: ['a'] }] },
    { id: 'birth', titleKey: 't', fields: [{ name: 'dob', type: 'date', labelKey: 'l', 'VALIDATIONS.minAge': 18 }, { name: 'own', type: 'text', labelKey: 'l', dependsOn: ['dob'] }] },
    { id: 'review', kind: 'review', titleKey: 't' },
    { id: 'done', kind: 'done', titleKey: 't' },
  ],
});
const gatedCtx = (answers: Answers, extra = false): FlowFacts => ({ flags: { extra }, presets: {}, answers, today: '2026-06-15' });

describe('resolveTarget', () => {
  it('shows a requested step the path reaches', () => {
    expect(resolveTarget(gated, gatedCtx({ first: { a: 'x' } }), 'follow')).toBe('follow');
    expect(resolveTarget(gated, gatedCtx({}, true), 'flagged')).toBe('flagged');
  });

  it('sends a request for a step off the path, an unknown step or no step to the first step', () => {
    expect(resolveTarget(gated, gatedCtx({}), 'flagged')).toBe('first');
    expect(resolveTarget(gated, gatedCtx({}), 'follow')).toBe('first');
    expect(resolveTarget(gated, gatedCtx({}), 'nowhere')).toBe('first');
    expect(resolveTarget(gated, gatedCtx({}), undefined)).toBe('first');
  });
});

describe('firstUnansweredStepId', () => {
  it('stops at the review step even when an entry is stored under its id', () => {
    const answers: Answers = { first: { a: 'x' }, follow: { b: 'y' }, more: { c: 'z' }, birth: { dob: '1990-01-01', own: 'z' }, review: {} };
    expect(firstUnansweredStepId(gated, gatedCtx(answers))).toBe('review');
  });

  it('finds nothing on a path of answered form steps with no review step', () => {
    const forms = normalizeFlow({ id: 'forms', version: '1', flags: {}, steps: [{ id: 'only', titleKey: 't', fields: [{ name: 'a', type: 'text', labelKey: 'l' }] }] });
    expect(firstUnansweredStepId(forms, chainCtx({}))).toBe('only');
    expect(firstUnansweredStepId(forms, chainCtx({ only: { a: 'x' } }))).toBeUndefined();
    expect(afterSave(forms, chainCtx({ only: { a: 'x' } }), 'only', 'review')).toBe('review');
  });
});

describe('afterSave without a return to review', () => {
  it('goes to the next step of the path, even one answered already, and stays on the last step', () => {
    expect(afterSave(chain, chainCtx(full), 's1', undefined)).toBe('s2');
    expect(afterSave(chain, chainCtx({ s1: { a: '1' }, s3: { c: '3', d: '4' } }), 's1', undefined)).toBe('s2');
    expect(afterSave(chain, chainCtx(full), 'done', undefined)).toBe('done');
  });
});

describe('saveAnswers on conditional steps', () => {
  it('keeps the step being saved when one of its fields depends on another of its fields', () => {
    const before: Answers = { first: { a: 'x' }, follow: { b: 'y' }, birth: { dob: '1990-01-01', own: 'z' } };
    const { answers, reasked } = saveAnswers(gated, gatedCtx(before), 'birth', { dob: '1991-01-01', own: 'z' });
    expect(answers.birth).toEqual({ dob: '1991-01-01', own: 'z' });
    expect(reasked).toEqual({});
  });

  it('does not re-ask a stale step that dropping another stale answer takes off the path', () => {
    const before: Answers = { first: { a: 'x' }, follow: { b: 'y' }, more: { c: 'z' } };
    const { answers, reasked } = saveAnswers(gated, gatedCtx(before), 'first', { a: 'changed' });
    expect(answers).toEqual({ first: { a: 'changed' } });
    expect(reasked).toEqual({ follow: {} });
  });

  it('keeps an answer whose rule reads no other field, even one its rule now refuses', () => {
    const before: Answers = { first: { a: 'x' }, follow: { b: 'y' }, more: { c: 'z' }, birth: { dob: '2015-01-01', own: 'z' } };
    const { answers, reasked } = saveAnswers(gated, gatedCtx(before), 'follow', { b: 'other' });
    expect(answers.birth).toEqual({ dob: '2015-01-01', own: 'z' });
    expect(reasked).toEqual({});
  });
});

describe('the dependencies declared in flows/onboarding.json', () => {
  const flow = loadFlow(onboarding);
  const facts = (answers: Answers): FlowFacts => ({ flags: resolveFlags(flow), presets: { unit: 'move' }, answers, today: '2026-06-15', marketField: marketFieldOf(flow) });

  it('are exactly: region, time zone and phone on country (their rules), research on unit, the slot on unit, country and time zone', () => {
    expect(flowDependencies(flow)).toEqual([['region', ['country']], ['timezone', ['country']], ['phone', ['country']], ['guardianPhone', ['country']], ['irbConsent', ['unit']], ['slot', ['unit', 'country', 'timezone']]]);
    expect(dependentsOf(flow, 'country')).toEqual(['region', 'timezone', 'phone', 'guardianPhone', 'slot']);
    expect(dependentsOf(flow, 'unit')).toEqual(['irbConsent', 'slot']);
    expect(dependentsOf(flow, 'dateOfBirth')).toEqual([]);
  });

  it('a country change to one without regions drops region by the path, the zone of the old country, and the slot', () => {
    const before: Answers = { country: { country: 'US' }, region: { region: 'NY' }, timezone: { timezone: 'America/New_York' }, appointment: { slot: '2026-06-20T15:00:00.000Z' } };
    const { answers, reasked } = saveAnswers(flow, facts(before), 'country', { country: 'FR' });
    expect(answers).toEqual({ country: { country: 'FR' } });
    expect(reasked).toEqual({ timezone: {}, appointment: {} });
  });
});

describe('answers a rule reads', () => {
  const flow = loadFlow(onboarding);
  const facts = (answers: Answers): FlowFacts => ({ flags: resolveFlags(flow), presets: { unit: 'move' }, answers, today: '2026-06-15', marketField: marketFieldOf(flow) });
  const profile = { firstName: 'Ana', lastName: 'Silva', dateOfBirth: '1990-04-02', email: 'ana@example.org', phone: '+1 212 555 0123' };
  const before: Answers = { country: { country: 'US' }, region: { region: 'NY' }, timezone: { timezone: 'America/New_York' }, profile };

  it('keep a phone the new country still dials (US -> CA share +1) and re-ask the region and zone it no longer holds', () => {
    const { answers, reasked } = saveAnswers(flow, facts(before), 'country', { country: 'CA' });
    expect(answers.profile).toEqual(profile);
    expect(reasked).toEqual({ region: {}, timezone: {} });
  });

  it("re-ask a phone the new country does not dial, keeping the profile's other answers saved and filled in", () => {
    const saved = saveAnswers(flow, facts(before), 'country', { country: 'GB' });
    const { phone: _phone, ...rest } = profile;
    expect(saved.answers.profile).toEqual(rest);
    expect(saved.reasked).toEqual({ region: {}, timezone: {}, profile: rest });
    expect(answeredSteps(saved).profile).toBeUndefined();
  });
});

describe('changedFields', () => {
  it('names changed, added and removed values, and nothing else', () => {
    expect([...changedFields({ s: { a: 1, b: true, c: 'x' } }, { s: { a: 1, b: false }, t: { d: 'y' } })].sort()).toEqual(['b', 'c', 'd']);
  });
});

describe('a Canadian member who moves to France', () => {
  const flow = loadFlow(onboarding);
  const facts = (answers: Answers): FlowFacts => ({ flags: resolveFlags(flow), presets: { unit: 'move' }, answers, today: '2026-06-15', marketField: marketFieldOf(flow) });
  const profile = { firstName: 'Élise', lastName: 'Tremblay', dateOfBirth: '1988-03-14', email: 'elise@example.org', phone: '+15145550123' };
  const before: Answers = {
    language: { language: 'fr' }, country: { country: 'CA' }, region: { region: 'QC' }, timezone: { timezone: 'America/Toronto' }, profile,
    'about-you': { pronouns: 'she' }, appointment: { slot: '2026-06-20T12:00:00.000Z' },
  };
  const { phone: _phone, ...rest } = profile;

  it('loses only the phone, the region, the zone and the slot; name, birth date, e-mail and the rest stay saved', () => {
    const saved = saveAnswers(flow, facts(before), 'country', { country: 'FR' });
    expect(saved.answers).toEqual({ language: { language: 'fr' }, country: { country: 'FR' }, profile: rest, 'about-you': { pronouns: 'she' } });
    expect(saved.reasked).toEqual({ timezone: {}, profile: rest, appointment: {} });
  });

  it('is asked again for the zone, then the profile (its kept answers filled), then the appointment, then back to review', () => {
    const saved = saveAnswers(flow, facts(before), 'country', { country: 'FR' });
    let answers = answeredSteps(saved);
    expect(afterSave(flow, facts(answers), 'country', 'review')).toBe('timezone');
    answers = answeredSteps(saveAnswers(flow, facts(answers), 'timezone', { timezone: 'Europe/Paris' }));
    expect(afterSave(flow, facts(answers), 'timezone', 'review')).toBe('profile');
    answers = answeredSteps(saveAnswers(flow, facts(answers), 'profile', { ...rest, phone: '+33612345678' }));
    expect(afterSave(flow, facts(answers), 'profile', 'review')).toBe('legal');
  });

  it('keeps a zone the new country lists (CA -> US keeps New York; Toronto is asked again) and a phone it dials', () => {
    const inNewYork = { ...before, timezone: { timezone: 'America/New_York' } };
    expect(saveAnswers(flow, facts(inNewYork), 'country', { country: 'US' }).answers.timezone).toEqual({ timezone: 'America/New_York' });
    const saved = saveAnswers(flow, facts(before), 'country', { country: 'US' });
    expect(saved.answers.timezone).toBeUndefined();
    expect(saved.answers.profile).toEqual(profile);
    expect(Object.keys(saved.reasked)).toEqual(['region', 'timezone', 'appointment']);
  });

  it('asks nothing again when the country is saved unchanged, and keeps a zone a member picked outside their country', () => {
    expect(saveAnswers(flow, facts(before), 'country', { country: 'CA' })).toEqual({ answers: before, reasked: {} });
    const abroad = { ...before, timezone: { timezone: 'Europe/Paris' } };
    expect(saveAnswers(flow, facts(abroad), 'timezone', { timezone: 'Europe/Paris' }).reasked).toEqual({});
    expect(saveAnswers(flow, facts(abroad), 'country', { country: 'FR' }).answers.timezone).toEqual({ timezone: 'Europe/Paris' });
  });

  it('takes a removed country or hostile zone text without throwing, dropping only what no longer holds', () => {
    const odd = { ...before, timezone: { timezone: '\u0000'.repeat(10_000) } };
    expect(saveAnswers(flow, facts(odd), 'country', { country: 'FR' }).answers.timezone).toBeUndefined();
    const removed = saveAnswers(flow, facts(before), 'country', {});
    expect(removed.answers.timezone).toEqual({ timezone: 'America/Toronto' });
    // Without a country the phone is checked as an international number, which it is.
    expect(removed.answers.profile).toEqual(profile);
  });
});
