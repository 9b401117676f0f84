import onboarding from '../../flows/onboarding.json';
import type { Answers } from './flow-types';
import { loadFlow, marketFieldOf } from './load-flow';
import { memberDay, memberToday, memberZone } from './member-day';
import { isMinor, speaksToGuardian } from './minors';
import { findStep } from './normalize-flow';

const flow = loadFlow(onboarding);
const marketField = marketFieldOf(flow);
const answersOf = (timezone: unknown, dateOfBirth = '2008-11-28'): Answers => ({
  country: { country: 'US' },
  timezone: { timezone } as Answers[string],
  profile: { dateOfBirth },
});
const ctxAt = (now: Date, answers: Answers) => ({ flags: {}, presets: {}, answers, today: memberToday(now, answers), marketField });
const legal = findStep(flow, 'legal');
const guardian = findStep(flow, 'minors');

describe("the member's day, counted in the zone she answered", () => {
  // 2026-11-28T00:06Z is still the 27th in Los Angeles: a member born 2008-11-28 is 17 there, though 18 in UTC.
  const justAfterUtcMidnight = new Date('2026-11-28T00:06:00Z');

  it('is the day before in Los Angeles just after midnight UTC, so a member born 18 years before the UTC day is still a minor', () => {
    const answers = answersOf('America/Los_Angeles');
    expect(memberToday(justAfterUtcMidnight, answers)).toBe('2026-11-27');
    expect(isMinor(flow, ctxAt(justAfterUtcMidnight, answers))).toBe(true);
    expect(legal && speaksToGuardian(flow, ctxAt(justAfterUtcMidnight, answers), legal)).toBe(true);
  });

  it('turns her 18 at her own midnight, not at UTC midnight', () => {
    const answers = answersOf('America/Los_Angeles');
    // Midnight in Los Angeles on the 28th is 08:00 UTC (PST, UTC−8).
    expect(isMinor(flow, ctxAt(new Date('2026-11-28T07:59:59Z'), answers))).toBe(true);
    expect(isMinor(flow, ctxAt(new Date('2026-11-28T08:00:00Z'), answers))).toBe(false);
    expect(legal && speaksToGuardian(flow, ctxAt(new Date('2026-11-28T08:00:00Z'), answers), legal)).toBe(false);
  });

  it('is a day ahead east of UTC: in Kiritimati (UTC+14) the 28th starts at 10:00 UTC on the 27th', () => {
    expect(memberDay(new Date('2026-11-27T09:59:59Z'), 'Pacific/Kiritimati')).toBe('2026-11-27');
    expect(memberDay(new Date('2026-11-27T10:00:00Z'), 'Pacific/Kiritimati')).toBe('2026-11-28');
  });

  it.each([[undefined], [''], ['Mars/Olympus_Mons'], ['America/Los_Angeles/../New_York'], ['\u0000'], ['x'.repeat(10_000)], [42], [['America/Los_Angeles']]])(
    'counts in UTC when no known zone was answered (%p)',
    (zone) => {
      const answers = answersOf(zone);
      expect(memberZone(answers)).toBe('UTC');
      expect(memberToday(justAfterUtcMidnight, answers)).toBe('2026-11-28');
    },
  );

  it("never speaks to the guardian on the guardian's own step, nor to an adult", () => {
    const minor = ctxAt(justAfterUtcMidnight, answersOf('America/Los_Angeles'));
    expect(guardian && speaksToGuardian(flow, minor, guardian)).toBe(false);
    const adult = ctxAt(justAfterUtcMidnight, answersOf('America/Los_Angeles', '1990-01-01'));
    expect(legal && speaksToGuardian(flow, adult, legal)).toBe(false);
    // Before a birth date nobody is a minor yet.
    expect(legal && speaksToGuardian(flow, { ...minor, answers: { timezone: { timezone: 'America/Los_Angeles' } } }, legal)).toBe(false);
  });
});
