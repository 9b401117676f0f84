import { UNITS, isUnit, unitOptions } from './units';

describe('UNITS', () => {
  it('lists the spec units in order', () => {
    expect([...UNITS]).toEqual(['bloom', 'move', 'thrive', 'mind']);
  });

  it('cannot be mutated', () => {
    expect(() => (UNITS as string[]).push('other')).toThrow();
  });
});

describe('isUnit', () => {
  it.each([
    ['bloom', true],
    ['move', true],
    ['thrive', true],
    ['mind', true],
    ['Bloom', false],
    ['MOVE', false],
    ['', false],
    ['sword', false],
    [undefined, false],
    [1, false],
  ])('isUnit(%p) is %p', (value, expected) => {
    expect(isUnit(value)).toBe(expected);
  });
});

describe('unitOptions', () => {
  it('labels each unit with units.<unit>', () => {
    expect(unitOptions()).toEqual([
      { optValue: 'bloom', optLabel: 'units.bloom' },
      { optValue: 'move', optLabel: 'units.move' },
      { optValue: 'thrive', optLabel: 'units.thrive' },
      { optValue: 'mind', optLabel: 'units.mind' },
    ]);
  });
});
