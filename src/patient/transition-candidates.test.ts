import { allowedTransitions } from './allowed-transitions';
import { manualCandidates } from './transition-candidates';

const silent = { warn: () => undefined, error: () => undefined };

describe('manualCandidates', () => {
  it('lists the seven manual ranges and the two return states', () => {
    expect(manualCandidates()).toEqual(['excluded_530', 'excluded_540', 'on_hold_700', 'on_hold_710', 'closed_900', 'closed_910', 'closed_920', 'enrolled_300', 'active_400']);
  });

  it.each([
    ['enrolled_300', ['excluded_530', 'excluded_540', 'on_hold_700', 'on_hold_710', 'closed_900', 'closed_910', 'closed_920']],
    ['on_hold_700', ['excluded_530', 'excluded_540', 'on_hold_700', 'on_hold_710', 'closed_900', 'closed_910', 'closed_920', 'enrolled_300']],
    ['on_hold_712', ['excluded_530', 'excluded_540', 'on_hold_700', 'on_hold_710', 'closed_900', 'closed_910', 'closed_920', 'active_400']],
  ])('offers from %s', (current, offered) => {
    expect(allowedTransitions(current, manualCandidates(), silent)).toEqual(offered);
  });
});
