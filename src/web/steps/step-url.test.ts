import { localToday, stepFromPath, stepPath } from './step-url';

describe('step addresses', () => {
  it.each([
    ['/v3/dist/', undefined],
    ['/v3/dist/profile', 'profile'],
    ['/v3/dist/about-you/', 'about-you'],
    ['/elsewhere/profile', undefined],
  ])('%s names step %s', (path, step) => {
    expect(stepFromPath(path)).toBe(step);
  });

  it('keeps the query', () => {
    expect(stepPath('profile', '?unit=move')).toBe('/v3/dist/profile?unit=move');
  });

  it('gives the local calendar day', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
