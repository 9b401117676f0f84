import { TRACKING_COOKIE, TRACKING_COOKIE_SECONDS, trackingId } from './tracking-cookie';

describe('the tracking cookie (docs/spec/constants.md#tracking-cookie)', () => {
  it('is onboarding_v3_Ucid for 86400 s', () => {
    expect([TRACKING_COOKIE, TRACKING_COOKIE_SECONDS]).toEqual(['onboarding_v3_Ucid', 86400]);
  });

  it.each([
    [false, /^onboarding_v3_Ucid=[A-Za-z0-9]{24}; Max-Age=86400; Path=\/; SameSite=Lax$/],
    [true, /^onboarding_v3_Ucid=[A-Za-z0-9]{24}; Max-Age=86400; Path=\/; SameSite=Lax; Secure$/],
  ])('is set with a random id when absent (secure %s)', (secure, written) => {
    const jar = { cookie: 'other=1' };
    const id = trackingId(jar, secure);
    expect(jar.cookie).toMatch(written);
    expect(jar.cookie).toContain(id);
  });

  it('is read back, not renewed, when present', () => {
    const jar = { cookie: 'a=1; onboarding_v3_Ucid=abcdefghijklmnopqrstuvwx; b=2' };
    expect(trackingId(jar, false)).toBe('abcdefghijklmnopqrstuvwx');
    expect(jar.cookie).toBe('a=1; onboarding_v3_Ucid=abcdefghijklmnopqrstuvwx; b=2');
  });

  it('replaces a value that is not one of ours', () => {
    const jar = { cookie: 'onboarding_v3_Ucid=ana@example.org' };
    expect(trackingId(jar, false)).toMatch(/^[A-Za-z0-9]{24}$/);
  });
});
