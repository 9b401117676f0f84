import { SESSION_HINT_COOKIE, hasSessionHint } from './session-hint';

describe('hasSessionHint', () => {
  it.each([
    ['', false],
    [`${SESSION_HINT_COOKIE}=1`, true],
    [`a=b; ${SESSION_HINT_COOKIE}=1; c=d`, true],
    [`${SESSION_HINT_COOKIE}=`, false],
    [`${SESSION_HINT_COOKIE}=0`, false],
    [`x${SESSION_HINT_COOKIE}=1`, false],
    [`${SESSION_HINT_COOKIE}=11`, false],
  ])('%j -> %s', (cookies, expected) => {
    expect(hasSessionHint(cookies)).toBe(expected);
  });
});
