import { wallClockTime } from './wall-clock-time';

const AT = Date.UTC(2026, 0, 15, 17, 5);

describe('wallClockTime', () => {
  it.each([
    ['en-US', 0, /^5:05\sPM$/],
    ['es-US', 0, /^5:05\sp\.m\.$/],
    ['pt-PT', 0, /^17:05$/],
    ['en-GB', 345, /^22:50$/],
    ['fr-CA', -210, /^13 h 35$/],
    // Another tag of a supported language reads as that interface language; an unknown one as en-US.
    ['fr', 60, /^18 h 05$/],
    ['xx', 0, /^5:05\sPM$/],
  ])('writes the time in %s at %i minutes east of UTC as %s', (language, offset, pattern) => {
    expect(wallClockTime(AT, offset, language)).toMatch(pattern);
  });

  it('never reads the host’s zone: midnight wall time is the next day’s 00:00 in pt-PT', () => {
    expect(wallClockTime(Date.UTC(2026, 0, 15, 23, 0), 60, 'pt-PT')).toBe('00:00');
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY], [8.64e15]])('writes nothing for an instant whose wall time is outside Date (%p)', (at) => {
    expect(wallClockTime(at, 60, 'en-US')).toBe('');
  });
});
