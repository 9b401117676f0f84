import onboarding from '../../flows/onboarding.json';
import { stepFeedsRules } from './answer-dependencies';
import { loadFlow } from './load-flow';

describe('stepFeedsRules', () => {
  const flow = loadFlow(onboarding);

  it('is true for a step whose fields another step\'s rule reads (the country, for the phone and the region)', () => {
    expect(stepFeedsRules(flow, 'country')).toBe(true);
  });

  it.each(['unit', 'language', 'profile', 'review', 'no-such-step'])('is false for %s', (stepId) => {
    expect(stepFeedsRules(flow, stepId)).toBe(false);
  });
});
