import { ageOn, fieldValue, isoDay } from './flow-facts';

describe('ageOn', () => {
  it.each([
    ['2000-06-15', '2026-06-14', 25],
    ['2000-06-15', '2026-06-15', 26],
    ['2008-11-22', '2026-11-21', 17],
    ['2008-11-21', '2026-11-21', 18],
    ['2004-02-29', '2026-02-28', 21],
    ['2004-02-29', '2026-03-01', 22],
    ['2001-02-29', '2026-03-01', undefined],
    ['not-a-date', '2026-03-01', undefined],
    ['2000-01-01', 'bad', undefined],
    ['2000-13-01', '2026-03-01', undefined],
    ['2000-04-31', '2026-03-01', undefined],
    ['2000-00-10', '2026-03-01', undefined],
    // JavaScript reads years 0-99 as 1900-1999: such a date is refused, not aged a century.
    ['0099-01-01', '2026-03-01', undefined],
    ['x2000-01-01', '2026-03-01', undefined],
    ['2000-01-01x', '2026-03-01', undefined],
    ['2000-01-01', 'x2026-03-01', undefined],
    ['2000-01-01', '2026-03-01x', undefined],
    ['2000-06-15', '2026-07-14', 26],
    ['2000-06-15', '2026-05-20', 25],
  ])('born %s, on %s → %s', (birth, today, age) => {
    expect(ageOn(birth, today)).toBe(age);
  });
});

describe('fieldValue', () => {
  it('reads answers before presets', () => {
    const facts = { answers: { unit: { unit: 'move' } }, presets: { unit: 'bloom' } };
    expect(fieldValue(facts, 'unit')).toBe('move');
    expect(fieldValue({ answers: {}, presets: { unit: 'bloom' } }, 'unit')).toBe('bloom');
    expect(fieldValue({ answers: {}, presets: {} }, 'unit')).toBeUndefined();
  });

  it('finds an answer on whichever step gave it, and keeps a given empty answer over a preset', () => {
    const answers = { about: { name: 'Ana' }, where: { unit: 'move' }, later: { unit: '' } };
    expect(fieldValue({ answers, presets: { unit: 'bloom' } }, 'unit')).toBe('move');
    expect(fieldValue({ answers: { about: { name: 'Ana' }, later: { unit: '' } }, presets: { unit: 'bloom' } }, 'unit')).toBe('');
  });
});

it('isoDay gives the UTC date', () => {
  expect(isoDay(new Date('2026-11-21T23:59:59Z'))).toBe('2026-11-21');
});
