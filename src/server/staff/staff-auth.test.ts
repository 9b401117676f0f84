import { ApiError } from '../http/api-error';
import { isWrongBearer, staffNameFor } from './staff-auth';

const tokens = { alice: 'a'.repeat(32), ops: 'o'.repeat(32) };

describe('staffNameFor', () => {
  it.each([
    [`Bearer ${'a'.repeat(32)}`, 'alice'],
    [`bearer ${'o'.repeat(32)}`, 'ops'],
  ])('names the holder of %s', (header, name) => {
    expect(staffNameFor(header, tokens)).toBe(name);
  });

  it.each([
    [undefined, 401],
    ['', 401],
    ['Basic abc', 401],
    ['Bearer wrong', 403],
    [`Bearer ${'a'.repeat(31)}`, 403],
  ])('refuses %s with %i', (header, status) => {
    try {
      staffNameFor(header, tokens);
      throw new Error('accepted');
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).statusCode).toBe(status);
    }
  });

  it('refuses everyone when no token is configured', () => {
    expect(() => staffNameFor(`Bearer ${'a'.repeat(32)}`, {})).toThrow(ApiError);
  });
});

describe('isWrongBearer: what counts as a failed sign-in', () => {
  it.each<[string | undefined, boolean]>([
    [undefined, false],
    ['', false],
    ['Basic abc', false],
    ['Bearer', false],
    ['Bearer    ', false],
    [`Bearer ${'a'.repeat(32)}`, false],
    [`bearer ${'o'.repeat(32)}`, false],
    ['Bearer wrong', true],
    [`Bearer ${'a'.repeat(33)}`, true],
    [`Bearer ${'\u200b'.repeat(20)}`, true],
  ])('%j: %s', (header, wrong) => expect(isWrongBearer(header, tokens)).toBe(wrong));
});
