import type { Flow } from './flow-types';
import type { FlowFacts } from './flow-facts';
import { firstStepId, isReachable, nextStepId, previousStepId, pruneAnswers, reachableSteps, visibleFields } from './reachability';

const step = (id: string, when?: Flow['steps'][number]['when']) => ({ id, kind: 'form' as const, titleKey: `${id}.title`, fields: [], ...(when ? { when } : {}) });
const flow: Flow = { id: 'onboarding', version: '3', flags: { coaching: { default: true } }, steps: [step('about'), step('coach', { flag: 'coaching' }), step('review')] };
const facts = (flags: Record<string, boolean>): FlowFacts => ({ flags, presets: {}, answers: {}, today: '2026-06-15' });

describe('the path through the steps', () => {
  it('skips a step whose condition fails, going forwards and back', () => {
    expect(reachableSteps(flow, facts({ coaching: false })).map((s) => s.id)).toEqual(['about', 'review']);
    expect(nextStepId(flow, facts({ coaching: false }), 'about')).toBe('review');
    expect(previousStepId(flow, facts({ coaching: false }), 'review')).toBe('about');
    expect(nextStepId(flow, facts({ coaching: true }), 'about')).toBe('coach');
    expect(previousStepId(flow, facts({ coaching: true }), 'review')).toBe('coach');
    expect(previousStepId(flow, facts({ coaching: true }), 'about')).toBeUndefined();
    expect(nextStepId(flow, facts({ coaching: true }), 'review')).toBeUndefined();
  });

  it('refuses a flow no member can enter, naming the flow and what to change', () => {
    const closed: Flow = { ...flow, steps: [step('coach', { flag: 'coaching' })] };
    expect(firstStepId(flow, facts({ coaching: false }))).toBe('about');
    expect(() => firstStepId(closed, facts({ coaching: false }))).toThrow("Flow 'onboarding' has no reachable step: give at least one step without a failing 'when'.");
  });
});

describe('answers the path no longer reaches', () => {
  const goals: Flow = {
    id: 'onboarding', version: '3', flags: {},
    steps: [
      {
        ...step('about'),
        fields: [{ name: 'coached', type: 'boolean', labelKey: 'f.coached', validations: {} }, { name: 'sleepless', type: 'boolean', labelKey: 'f.sleepless', validations: {} }],
      },
      {
        ...step('coach', { field: 'coached', equals: true }),
        fields: [
          { name: 'goal', type: 'text', labelKey: 'f.goal', validations: {} },
          { name: 'detail', type: 'text', labelKey: 'f.detail', validations: {}, when: { field: 'sleepless', equals: true } },
        ],
      },
      step('review'),
    ],
  };
  const withAnswers = (answers: FlowFacts['answers']): FlowFacts => ({ ...facts({}), answers });

  it('keeps only the shown fields of steps still on the path', () => {
    const answers = { about: { coached: true, sleepless: false }, coach: { goal: 'sleep', detail: 'late nights' } };
    expect(visibleFields(goals.steps[1], withAnswers(answers)).map((f) => f.name)).toEqual(['goal']);
    expect(pruneAnswers(goals, withAnswers(answers))).toEqual({ about: { coached: true, sleepless: false }, coach: { goal: 'sleep' } });
    const sleepless = { ...answers, about: { coached: true, sleepless: true } };
    expect(pruneAnswers(goals, withAnswers(sleepless))).toEqual({ about: { coached: true, sleepless: true }, coach: { goal: 'sleep', detail: 'late nights' } });
  });

  it('drops a whole step once an earlier answer takes it off the path', () => {
    const answers = { about: { coached: false }, coach: { goal: 'sleep', detail: 'late nights' } };
    expect(pruneAnswers(goals, withAnswers(answers))).toEqual({ about: { coached: false } });
    expect(isReachable(goals, withAnswers(answers), 'coach')).toBe(false);
    expect(isReachable(goals, withAnswers({ about: { coached: true } }), 'coach')).toBe(true);
    expect(isReachable(goals, withAnswers(answers), 'nowhere')).toBe(false);
  });
});
