import { unitDestinations } from './destinations';
import { redirectDestination } from './unit-redirect';
import type { Unit } from './units';

const FLAGS = { videoCallSummaryVideo: true };
const target = (unit: Unit | undefined, inApp: boolean) => redirectDestination(unitDestinations(unit, 'https://app.test', FLAGS), inApp);

describe('redirectDestination', () => {
  it.each([
    ['move', false, { id: 'move_enrolment', url: 'https://app.test/?unit=move&action=enrollment' }],
    ['move', true, { id: 'move_enrolment', url: 'https://app.test/?unit=move&action=enrollment' }],
    ['bloom', false, { id: 'meet', url: 'https://www.example.com/bloom/meet' }],
    ['mind', false, { id: 'meet', url: 'https://www.example.com/mind/meet' }],
    ['thrive', true, { id: 'app', url: 'https://app.test/?t=home' }],
    [undefined, false, { id: 'app', url: 'https://app.test/?t=home' }],
  ] as const)('sends a %s member (in-app browser: %p) to %p', (unit, inApp, expected) => {
    expect(target(unit, inApp)).toEqual(expected);
  });

  it('never sends anyone to a store or the summary video, and gives nothing without a destination it knows', () => {
    expect(redirectDestination([{ id: 'store_ios', url: 'https://apps.apple.com/x' }, { id: 'summary_video', url: 'https://v.test' }], false)).toBeUndefined();
    expect(redirectDestination([], true)).toBeUndefined();
  });
});
