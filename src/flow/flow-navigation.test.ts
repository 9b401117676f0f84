import onboarding from '../../flows/onboarding.json';
import type { Answers } from './flow-types';
import type { EvalContext } from './eval-context';
import { normalizeFlow } from './normalize-flow';
import { loadFlow, marketFieldOf, resolveFlags } from './load-flow';
import { afterSave, firstUnansweredStepId, resolveTarget, saveAnswers } from './flow-navigation';
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
const chainCtx = (answers: Answers): EvalContext => ({ flags: {}, presets: {}, answers, today: '2026-06-15' });
const full: Answers = { s1: { a: '1' }, s2: { b: '2' }, s3: { c: '3', d: '4' }, s4: { e: '5' } };

describe('saveAnswers', () => {
  it('keeps every later answer when the value did not change', () => {
    expect(saveAnswers(chain, chainCtx(full), 's1', { a: '1' })).toEqual({ answers: full, reasked: {} });
  });

  it('drops dependents transitively, keeps the still-valid values of their steps as drafts, and leaves the rest', () => {
    const { answers, reasked } = saveAnswers(chain, chainCtx(full), 's1', { a: 'changed' });
    expect(answers).toEqual({ s1: { a: 'changed' }, s4: { e: '5' } });
    expect(reasked).toEqual({ s2: {}, s3: { d: '4' } });
  });

  it('treats a removed value as a change', () => {
    const { answers, reasked } = saveAnswers(chain, chainCtx(full), 's1', {});
    expect(answers.s2).toBeUndefined();
    expect(reasked.s2).toEqual({});
  });

  it('never drops the step being saved, even when it depends on what it changes', () => {
    const { answers } = saveAnswers(chain, chainCtx(full), 's2', { b: 'other' });
    expect(answers.s2).toEqual({ b: 'other' });
    expect(answers.s3).toBeUndefined();
    expect(answers.s1).toEqual({ a: '1' });
  });

  it('after a change from review, goes to the first re-asked step, then on in flow order, then back to review', () => {
    let answers = saveAnswers(chain, chainCtx(full), 's1', { a: 'x' }).answers;
    expect(afterSave(chain, chainCtx(answers), 's1', 'review')).toBe('s2');
    answers = saveAnswers(chain, chainCtx(answers), 's2', { b: 'y' }).answers;
    expect(afterSave(chain, chainCtx(answers), 's2', 'review')).toBe('s3');
    answers = saveAnswers(chain, chainCtx(answers), 's3', { c: 'z', d: '4' }).answers;
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
const gatedCtx = (answers: Answers, extra = false): EvalContext => ({ flags: { extra }, presets: {}, answers, today: '2026-06-15' });

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
  const ctx = (answers: Answers): EvalContext => ({ flags: resolveFlags(flow), presets: { unit: 'move' }, answers, today: '2026-06-15', marketField: marketFieldOf(flow) });

  it('are exactly: region and phone on country (their rules), research on unit, the slot on unit, country and time zone', () => {
    expect(flowDependencies(flow)).toEqual([['region', ['country']], ['phone', ['country']], ['irbConsent', ['unit']], ['slot', ['unit', 'country', 'timezone']]]);
    expect(dependentsOf(flow, 'country')).toEqual(['region', 'phone', 'slot']);
    expect(dependentsOf(flow, 'unit')).toEqual(['irbConsent', 'slot']);
    expect(dependentsOf(flow, 'dateOfBirth')).toEqual([]);
  });

  it('a country change to one without regions drops region by the path, and the slot as stale', () => {
    const before: Answers = { country: { country: 'US' }, region: { region: 'NY' }, timezone: { timezone: 'America/New_York' }, appointment: { slot: '2026-06-20T15:00:00.000Z' } };
    const { answers, reasked } = saveAnswers(flow, ctx(before), 'country', { country: 'FR' });
    expect(answers).toEqual({ country: { country: 'FR' }, timezone: { timezone: 'America/New_York' } });
    expect(reasked).toEqual({ appointment: {} });
  });
});

describe('answers a rule reads', () => {
  const flow = loadFlow(onboarding);
  const ctx = (answers: Answers): EvalContext => ({ flags: resolveFlags(flow), presets: { unit: 'move' }, answers, today: '2026-06-15', marketField: marketFieldOf(flow) });
  const profile = { firstName: 'Ana', lastName: 'Silva', dateOfBirth: '1990-04-02', email: 'ana@example.org', phone: '+1 212 555 0123' };
  const before: Answers = { country: { country: 'US' }, region: { region: 'NY' }, timezone: { timezone: 'America/New_York' }, profile };

  it('keep a phone the new country still dials (US -> CA share +1) and re-ask the region it no longer holds', () => {
    const { answers, reasked } = saveAnswers(flow, ctx(before), 'country', { country: 'CA' });
    expect(answers.profile).toEqual(profile);
    expect(reasked).toEqual({ region: {} });
  });

  it("re-ask a phone the new country does not dial, keeping the profile's other answers as the draft", () => {
    const { answers, reasked } = saveAnswers(flow, ctx(before), 'country', { country: 'GB' });
    expect(answers.profile).toBeUndefined();
    const { phone: _phone, ...rest } = profile;
    expect(reasked).toEqual({ region: {}, profile: rest });
  });
});

describe('changedFields', () => {
  it('names changed, added and removed values, and nothing else', () => {
    expect([...changedFields({ s: { a: 1, b: true, c: 'x' } }, { s: { a: 1, b: false }, t: { d: 'y' } })].sort()).toEqual(['b', 'c', 'd']);
  });
});
