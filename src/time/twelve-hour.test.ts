import { twelveHourTime } from './twelve-hour';

describe('twelveHourTime', () => {
  it.each([
    [0, 0, '12:00 a.m.'],
    [0, 5, '12:05 a.m.'],
    [1, 0, '1:00 a.m.'],
    [9, 7, '9:07 a.m.'],
    [11, 59, '11:59 a.m.'],
    [12, 0, '12:00 p.m.'],
    [12, 30, '12:30 p.m.'],
    [13, 30, '1:30 p.m.'],
    [15, 0, '3:00 p.m.'],
    [23, 59, '11:59 p.m.'],
  ])('%i:%i → %s', (hours, minutes, expected) => {
    expect(twelveHourTime({ hours, minutes })).toBe(expected);
  });

  it.each([
    [24, 0],
    [-1, 0],
    [10, 60],
    [10.5, 0],
    [Number.NaN, 0],
  ])('rejects %p:%p', (hours, minutes) => {
    expect(() => twelveHourTime({ hours, minutes })).toThrow(RangeError);
  });
});
