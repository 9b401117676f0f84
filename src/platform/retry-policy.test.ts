import { backoffDelay, isRetryable, retryAfterMs, shouldRetry } from './retry-policy';

describe('isRetryable', () => {
  it.each([
    ['get', {}, true],
    ['head', {}, true],
    ['options', {}, true],
    ['put', {}, true],
    ['post', {}, false],
    ['post', { 'Idempotency-Key': 'k1' }, true],
    ['post', { 'idempotency-key': 'k1' }, true],
    ['patch', {}, false],
    ['delete', {}, false],
  ] as const)('%s with headers %j: %s', (method, headers, expected) => {
    expect(isRetryable(method, headers)).toBe(expected);
  });
});

describe('shouldRetry', () => {
  it.each([
    [0, new Error('offline'), undefined, true],
    [0, null, 502, true],
    [1, null, 503, true],
    [2, null, 504, true],
    [3, null, 503, false],
    [0, null, 500, false],
    [0, null, 400, false],
    [0, null, 401, false],
    [0, null, 404, false],
    [0, null, 429, false],
    [0, null, 200, false],
  ])('attempt %i, error %p, status %p: %s', (attempt, error, status, expected) => {
    expect(shouldRetry(attempt, error, status)).toBe(expected);
  });

  it('backs off 300, 600, 1200 ms', () => {
    expect([0, 1, 2].map(backoffDelay)).toEqual([300, 600, 1200]);
  });
});

describe('retryAfterMs', () => {
  const now = Date.parse('2026-11-25T18:00:00Z');
  it.each([
    ['3', 3_000],
    [' 0 ', 0],
    ['Wed, 25 Nov 2026 18:00:05 GMT', 5_000],
    ['Wed, 25 Nov 2026 17:59:00 GMT', 0],
    [null, undefined],
    ['', undefined],
    ['-1', undefined],
    ['1.5', undefined],
    ['5.5', undefined],
    ['soon', undefined],
    ['9'.repeat(5_000), undefined],
    ['2026-11-25T18:00:05Z', undefined],
  ])('reads %p as %p ms', (header, expected) => {
    expect(retryAfterMs(header, now)).toBe(expected);
  });
});
