import { offeredTransitions } from './offered-transitions';
import { manualCandidates } from './transition-candidates';
import { recordingLogger } from '../../test/support/recording-logger';

describe('offeredTransitions', () => {
  it.each([
    ['enrolled_300', ['excluded_530', 'on_hold_700', 'closed_900']],
    ['enrolled_355', ['excluded_530', 'on_hold_700', 'closed_900']],
    ['active_450', ['excluded_540', 'on_hold_710', 'closed_910']],
    ['treated_500', ['closed_920']],
    ['on_hold_700', ['excluded_530', 'closed_900', 'enrolled_300']],
    ['on_hold_709', ['excluded_530', 'closed_900', 'enrolled_300']],
    ['on_hold_712', ['excluded_540', 'closed_910', 'active_400']],
    ['excluded_535', []],
    ['excluded_545', []],
    ['closed_915', []],
    ['closed_925', []],
  ])('from %s offers only the moves that start where the member is', (current, expected) => {
    const logger = recordingLogger();
    expect(offeredTransitions(current, manualCandidates(), logger)).toEqual(expected);
    expect(logger.errors).toEqual([]);
  });

  it('never offers the range the member is already in', () => {
    for (const current of ['enrolled_300', 'active_400', 'treated_500', 'on_hold_700', 'on_hold_710', 'excluded_530', 'closed_900']) {
      const offered = offeredTransitions(current, [current, ...manualCandidates()]);
      expect(offered).not.toContain(current);
      expect(offered.filter((state) => state.replace(/_\d+$/, '') === current.replace(/_\d+$/, ''))).toEqual([]);
    }
  });

  it('offers nothing from a state outside every known group, from an undecodable state, or without candidates', () => {
    const logger = recordingLogger();
    expect(offeredTransitions('pending_600', manualCandidates(), logger)).toEqual([]);
    expect(offeredTransitions('enrolled_99999999999999999999', manualCandidates(), logger)).toEqual([]);
    expect(offeredTransitions('', manualCandidates(), logger)).toEqual([]);
    expect(offeredTransitions('enrolled_300', [], logger)).toEqual([]);
    expect(offeredTransitions('enrolled_300', undefined, logger)).toEqual([]);
  });

  it('drops candidates that cannot be decoded and keeps the order given', () => {
    expect(offeredTransitions('enrolled_301', ['closed_905', 'bogus', 'excluded_531', 'closed_910'], recordingLogger())).toEqual(['closed_905', 'excluded_531']);
  });
});
