import onboarding from '../../flows/onboarding.json';
import type { Answers } from './flow-types';
import type { EvalContext } from './eval-context';
import { loadFlow, marketFieldOf, resolveFlags } from './load-flow';
import { reachableSteps } from './reachability';
import { progressPosition } from './progress-position';

const flow = loadFlow(onboarding);
const ctx = (answers: Answers, presets: Record<string, string> = { unit: 'move' }): EvalContext => ({ flags: resolveFlags(flow), presets, answers, today: '2026-06-15', marketField: marketFieldOf(flow) });

// A US minor's walk, step by step, with the answers each step adds.
const WALK: [string, Answers][] = [
  ['language', { language: { language: 'EN' } }],
  ['country', { country: { country: 'US' } }],
  ['region', { region: { region: 'NY' } }],
  ['timezone', { timezone: { timezone: 'America/New_York' } }],
  ['profile', { profile: { firstName: 'A', lastName: 'B', dateOfBirth: '2012-01-01', email: 'a@b.co', phone: '+1 555 0100' } }],
  ['about-you', { 'about-you': { gender: 'female', education: 'degree', race: 'asian', employment: 'full_time' } }],
  ['legal', { legal: { termsConsent: true, privacyConsent: true, telehealthConsent: true, nonDiscriminationConsent: true } }],
  ['hipaa', { hipaa: { hipaaConsent: true } }],
  ['research', { research: { irbConsent: false } }],
  ['health-network', { 'health-network': { healthNetworkConsent: true } }],
  ['minors', { minors: { guardianName: 'G', minorsConsent: true } }],
  ['appointment', { appointment: {} }],
  ['review', {}],
];

describe('progressPosition', () => {
  it('never lets the total grow while a member answers forwards, and counts up one step at a time', () => {
    let answers: Answers = {};
    const seen: { current: number; total: number }[] = [];
    for (const [stepId, adds] of WALK) {
      const position = progressPosition(flow, ctx(answers), stepId);
      expect(position).toBeDefined();
      seen.push(position!);
      answers = { ...answers, ...adds };
    }
    expect(seen.map((p) => p.current)).toEqual(WALK.map((_, i) => i + 1));
    for (let i = 1; i < seen.length; i += 1) expect(seen[i].total).toBeLessThanOrEqual(seen[i - 1].total);
    // At the start every market's consent, the region and the minors step are still possible (14 = all but unit and done); at review the path is exact.
    expect(seen[0].total).toBe(14);
    expect(seen[seen.length - 1].total).toBe(reachableSteps(flow, ctx(answers)).filter((s) => s.kind !== 'done').length);
  });

  it('counts the region step as possible before the country is answered, and drops it for a country without regions', () => {
    expect(progressPosition(flow, ctx({ language: { language: 'EN' } }), 'country')?.total).toBe(14);
    const france = ctx({ language: { language: 'EN' }, country: { country: 'FR' } });
    // FR: no region, no HIPAA; GDPR and minors still possible until the birth date is known.
    expect(progressPosition(flow, france, 'timezone')).toEqual({ current: 3, total: 12 });
  });

  it('treats a blank optional field of an answered step as known, and a step off the path as having no position', () => {
    const done = ctx({ language: { language: 'EN' }, country: { country: 'FR' } });
    expect(progressPosition(flow, done, 'hipaa')).toBeUndefined();
    expect(progressPosition(flow, done, 'done')).toBeUndefined();
    expect(progressPosition(flow, done, undefined)).toBeUndefined();
  });

  it('counts the unit step when no address preset gives the unit', () => {
    expect(progressPosition(flow, ctx({}, {}), 'unit')).toEqual({ current: 1, total: 15 });
  });
});
