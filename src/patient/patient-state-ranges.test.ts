import { MANUAL_RANGE_LENGTH, MANUAL_TRANSITIONS, manualTransitionFor, stateGroupName } from './patient-state-ranges';

describe('manual transition table (docs/spec/states.md#manual-transitions)', () => {
  it('uses ranges of 10 codes', () => {
    expect(MANUAL_RANGE_LENGTH).toBe(10);
  });

  it.each([
    [530, 'Exclude from Enrolled', 'excluded', 'enrolled', null],
    [540, 'Excluded from Active', 'excluded', 'active', null],
    [700, 'On-Hold from Enrolled', 'on_hold', 'enrolled', { min: 300, max: 399 }],
    [710, 'On-Hold from Active', 'on_hold', 'active', { min: 400, max: 499 }],
    [900, 'Closed from Enrolled', 'closed', 'enrolled', null],
    [910, 'Closed from Active', 'closed', 'active', null],
    [920, 'Closed from Treated', 'closed', 'treated', null],
  ])('base %i is "%s" (%s from %s), reversible to %j, inactive', (base, meaning, context, from, reversibleTo) => {
    expect(MANUAL_TRANSITIONS).toContainEqual({ base, meaning, context, from, inactive: true, reversibleTo });
  });

  it.each([
    [529, undefined],
    [530, 530],
    [539, 530],
    [549, 540],
    [550, undefined],
    [699, undefined],
    [719, 710],
    [720, undefined],
    [929, 920],
    [930, undefined],
  ])('code %i belongs to the range based at %s', (code, base) => {
    expect(manualTransitionFor(code)?.base).toBe(base);
  });

  it.each([
    [300, 'enrolled'],
    [399, 'enrolled'],
    [400, 'active'],
    [499, 'active'],
    [500, 'treated'],
    [529, 'treated'],
    [530, 'excluded'],
    [549, 'excluded'],
    [550, undefined],
    [700, 'on_hold'],
    [719, 'on_hold'],
    [720, undefined],
    [900, 'closed'],
    [929, 'closed'],
    [930, undefined],
    [299, undefined],
  ])('code %i is in group %s', (code, name) => {
    expect(stateGroupName(code)).toBe(name);
  });
});
