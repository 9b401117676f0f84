import { allowedTransitions } from './allowed-transitions';
import { recordingLogger } from '../../test/support/recording-logger';

const CANDIDATES = [
  'enrolled_300',
  'enrolled_399',
  'active_400',
  'active_499',
  'treated_500',
  'excluded_529',
  'excluded_530',
  'excluded_539',
  'excluded_540',
  'excluded_549',
  'excluded_550',
  'on_hold_699',
  'on_hold_700',
  'on_hold_709',
  'on_hold_710',
  'on_hold_719',
  'on_hold_720',
  'closed_899',
  'closed_900',
  'closed_910',
  'closed_920',
  'closed_929',
  'closed_930',
];

const MANUAL = [
  'excluded_530',
  'excluded_539',
  'excluded_540',
  'excluded_549',
  'on_hold_700',
  'on_hold_709',
  'on_hold_710',
  'on_hold_719',
  'closed_900',
  'closed_910',
  'closed_920',
  'closed_929',
];

describe('allowedTransitions', () => {
  it.each([
    ['enrolled_300', MANUAL],
    ['active_450', MANUAL],
    ['excluded_535', MANUAL],
    ['closed_915', MANUAL],
    ['on_hold_700', ['enrolled_300', 'enrolled_399', ...MANUAL]],
    ['on_hold_709', ['enrolled_300', 'enrolled_399', ...MANUAL]],
    ['on_hold_710', ['active_400', 'active_499', ...MANUAL]],
    ['on_hold_719', ['active_400', 'active_499', ...MANUAL]],
    ['on_hold_720', MANUAL],
  ])('from %s offers the manual ranges and any way back', (current, expected) => {
    const logger = recordingLogger();
    expect(allowedTransitions(current, CANDIDATES, logger)).toEqual(expected);
    expect(logger.errors).toEqual([]);
  });

  it.each([[[]], [undefined]])('offers nothing when the candidates are %p', (candidates) => {
    const logger = recordingLogger();
    expect(allowedTransitions('on_hold_700', candidates, logger)).toEqual([]);
    expect(logger.errors).toEqual([]);
  });

  it('drops a candidate that cannot be decoded', () => {
    const logger = recordingLogger();
    expect(allowedTransitions('on_hold_710', ['bogus', 'active_401', 'closed_910'], logger)).toEqual([
      'active_401',
      'closed_910',
    ]);
    expect(logger.errors).toEqual(['Unable to decode state']);
  });

  it('offers nothing when the current state cannot be decoded', () => {
    const logger = recordingLogger();
    expect(allowedTransitions('on-hold', ['closed_910', 'bogus'], logger)).toEqual([]);
    expect(logger.errors).toEqual(['Unable to decode current state']);
  });
});
