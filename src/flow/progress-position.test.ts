import onboarding from '../../flows/onboarding.json';
import type { Answers } from './flow-types';
import type { FlowFacts } from './flow-facts';
import { loadFlow, marketFieldOf, resolveFlags } from './load-flow';
import { reachableSteps } from './reachability';
import { progressPosition } from './progress-position';

const flow = loadFlow(onboarding);
const facts = (answers: Answers, presets: Record<string, string> = { unit: 'move' }): FlowFacts => ({ flags: resolveFlags(flow), presets, answers, today: '2026-06-15', marketField: marketFieldOf(flow) });

// A US minor's walk, step by step, with the answers each step adds.
const WALK: [string, Answers][] = [
  ['language', { language: { language: 'EN' } }],
  ['country', { country: { country: 'US' } }],
  ['region', { region: { region: 'NY' } }],
  ['timezone', { timezone: { timezone: 'America/New_York' } }],
  ['profile', { profile: { firstName: 'A', lastName: 'B', dateOfBirth: '2012-01-01', email: 'a@b.co', phone: '+1 555 0100' } }],
  ['minors', { minors: { guardianName: 'G', guardianRelationship: 'parent', guardianEmail: 'g@b.co', minorsConsent: true } }],
  ['about-you', { 'about-you': { gender: 'female', education: 'degree', race: 'asian', employment: 'full_time' } }],
  ['legal', { legal: { termsConsent: true, privacyConsent: true, telehealthConsent: true, nonDiscriminationConsent: true } }],
  ['hipaa', { hipaa: { hipaaConsent: true } }],
  ['research', { research: { irbConsent: false } }],
  ['health-network', { 'health-network': { healthNetworkConsent: true } }],
  ['appointment', { appointment: {} }],
  ['review', {}],
];

describe('progressPosition', () => {
  it('counts up one step at a time, and names a total only once it is known, never changing it as the member answers forwards', () => {
    let answers: Answers = {};
    const seen: { current: number; total?: number }[] = [];
    for (const [stepId, adds] of WALK) {
      const position = progressPosition(flow, facts(answers), stepId);
      expect(position).toBeDefined();
      seen.push(position!);
      answers = { ...answers, ...adds };
    }
    expect(seen.map((p) => p.current)).toEqual(WALK.map((_, i) => i + 1));
    const named = seen.filter((p) => p.total !== undefined).map((p) => p.total);
    // Untouched: nothing is known at the start (the country, the market's consents and the minors step are open).
    expect(seen[0].total).toBeUndefined();
    // Once named, the same number to the review, which is the path's own length.
    expect(named.length).toBeGreaterThan(0);
    expect(new Set(named)).toEqual(new Set([reachableSteps(flow, facts(answers)).filter((s) => s.kind !== 'done').length]));
    const firstNamed = seen.findIndex((p) => p.total !== undefined);
    expect(seen.slice(firstNamed).every((p) => p.total !== undefined)).toBe(true);
  });

  it('gives no total while the country may still add the region, and names it once the birth date settles the rest', () => {
    expect(progressPosition(flow, facts({ language: { language: 'EN' } }), 'country')).toEqual({ current: 2 });
    const france = facts({ language: { language: 'EN' }, country: { country: 'FR' } });
    // FR: no region, no HIPAA; GDPR and minors still open until the birth date is known.
    expect(progressPosition(flow, france, 'timezone')).toEqual({ current: 3 });
    const adult = facts({ language: { language: 'EN' }, country: { country: 'FR' }, timezone: { timezone: 'Europe/Paris' }, profile: { firstName: 'A', lastName: 'B', dateOfBirth: '1990-01-01', email: 'a@b.co', phone: '+33 1 23 45 67 89' } });
    const position = progressPosition(flow, adult, 'about-you');
    expect(position?.total).toBe(reachableSteps(flow, adult).filter((s) => s.kind !== 'done').length);
  });

  it('treats a blank optional field of an answered step as known, and a step off the path as having no position', () => {
    const done = facts({ language: { language: 'EN' }, country: { country: 'FR' } });
    expect(progressPosition(flow, done, 'hipaa')).toBeUndefined();
    expect(progressPosition(flow, done, 'done')).toBeUndefined();
    expect(progressPosition(flow, done, undefined)).toBeUndefined();
  });

  it('counts the unit step when no address preset gives the unit', () => {
    expect(progressPosition(flow, facts({}, {}), 'unit')).toEqual({ current: 1 });
  });
});
