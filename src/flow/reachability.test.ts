import type { Flow } from './flow-types';
import type { EvalContext } from './eval-context';
import { firstStepId, nextStepId, previousStepId, reachableSteps } from './reachability';

const step = (id: string, when?: Flow['steps'][number]['when']) => ({ id, kind: 'form' as const, titleKey: `${id}.title`, fields: [], ...(when ? { when } : {}) });
const flow: Flow = { id: 'onboarding', version: '3', flags: { coaching: { default: true } }, steps: [step('about'), step('coach', { flag: 'coaching' }), step('review')] };
const ctx = (flags: Record<string, boolean>): EvalContext => ({ flags, presets: {}, answers: {}, today: '2026-06-15' });

describe('the path through the steps', () => {
  it('skips a step whose condition fails, going forwards and back', () => {
    expect(reachableSteps(flow, ctx({ coaching: false })).map((s) => s.id)).toEqual(['about', 'review']);
    expect(nextStepId(flow, ctx({ coaching: false }), 'about')).toBe('review');
    expect(previousStepId(flow, ctx({ coaching: false }), 'review')).toBe('about');
    expect(nextStepId(flow, ctx({ coaching: true }), 'about')).toBe('coach');
    expect(previousStepId(flow, ctx({ coaching: true }), 'review')).toBe('coach');
    expect(previousStepId(flow, ctx({ coaching: true }), 'about')).toBeUndefined();
    expect(nextStepId(flow, ctx({ coaching: true }), 'review')).toBeUndefined();
  });

  it('refuses a flow no member can enter, naming the flow and what to change', () => {
    const closed: Flow = { ...flow, steps: [step('coach', { flag: 'coaching' })] };
    expect(firstStepId(flow, ctx({ coaching: false }))).toBe('about');
    expect(() => firstStepId(closed, ctx({ coaching: false }))).toThrow("Flow 'onboarding' has no reachable step: give at least one step without a failing 'when'.");
  });
});
