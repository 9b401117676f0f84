import { ageLimitsOf, ageRangeText, clampAge } from './age-limits';

describe('a birth date field\'s own age limits', () => {
  it('reads whole-number minAge and maxAge, and ignores anything else', () => {
    expect(ageLimitsOf({ minAge: 13, maxAge: 120, required: true })).toEqual({ minAge: 13, maxAge: 120 });
    expect(ageLimitsOf({ minAge: 18 })).toEqual({ minAge: 18 });
    expect(ageLimitsOf({ maxAge: 0 })).toEqual({ maxAge: 0 });
    expect(ageLimitsOf({ minAge: '13', maxAge: 1.5 })).toEqual({});
  });

  it.each([
    [11, { minAge: 13, maxAge: 120 }, 13],
    [130, { minAge: 13, maxAge: 120 }, 120],
    [30, { minAge: 13, maxAge: 120 }, 30],
    [13, { minAge: 13 }, 13],
    [12, { minAge: 13 }, 13],
    [5, { maxAge: 4 }, 4],
    [-1, {}, -1],
  ])('moves age %i into %j: %i', (age, limits, expected) => {
    expect(clampAge(age, limits)).toBe(expected);
  });

  it.each([
    [{ minAge: 13, maxAge: 120 }, '13 to 120'],
    [{ minAge: 18 }, '18 or older'],
    [{ maxAge: 17 }, '17 or younger'],
  ])('says %j as "%s"', (limits, text) => {
    expect(ageRangeText(limits)).toBe(text);
  });
});
