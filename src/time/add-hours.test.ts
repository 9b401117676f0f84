import { addHours } from './add-hours';

const BASE = new Date(Date.UTC(2026, 2, 8, 6, 30));

describe('addHours', () => {
  it.each([
    [1, Date.UTC(2026, 2, 8, 7, 30)],
    [-2, Date.UTC(2026, 2, 8, 4, 30)],
    [0, BASE.getTime()],
    [0.5, Date.UTC(2026, 2, 8, 7, 0)],
    [24, Date.UTC(2026, 2, 9, 6, 30)],
  ])('adds %p hours', (hours, expected) => {
    expect(addHours(BASE, hours).getTime()).toBe(expected);
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY], [Number.NEGATIVE_INFINITY], ['2'], [undefined], [null]])(
    'ignores %p and returns an equal, separate date',
    (hours) => {
      const result = addHours(BASE, hours as number);
      expect(result.getTime()).toBe(BASE.getTime());
      expect(result).not.toBe(BASE);
    },
  );

  it('leaves the given date untouched', () => {
    const date = new Date(BASE.getTime());
    addHours(date, 5);
    expect(date.getTime()).toBe(BASE.getTime());
  });
});
