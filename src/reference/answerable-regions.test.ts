import { answerableRegions, isAnswerableRegion } from './answerable-regions';
import { regionsOf } from './regions';

describe('the regions a member may answer', () => {
  it('for the whole UK: every area of the list, never a nation\'s own entry', () => {
    const codes = answerableRegions('GB');
    expect(regionsOf('GB')).toHaveLength(220);
    expect(codes).toHaveLength(216);
    for (const nation of ['ENG', 'SCT', 'WLS', 'NIR']) expect(isAnswerableRegion('GB', nation)).toBe(false);
    for (const area of ['LND', 'EDH', 'BFS', 'CRF', 'YOR']) expect(isAnswerableRegion('gb', area)).toBe(true);
  });

  it('for a UK nation answered as the country: its own areas only', () => {
    expect(answerableRegions('GB-SCT')).toHaveLength(32);
    expect(isAnswerableRegion('GB-SCT', 'EDH')).toBe(true);
    expect(isAnswerableRegion('GB-SCT', 'KEN')).toBe(false);
    expect(isAnswerableRegion('GB-SCT', 'SCT')).toBe(false);
    expect(isAnswerableRegion('gb-nir', 'BFS')).toBe(true);
  });

  it('elsewhere: the country\'s whole list, exact codes only; nothing for a country without one', () => {
    expect(answerableRegions('CA')).toEqual(regionsOf('CA').map((region) => region.code));
    expect(isAnswerableRegion('PT', 'ACORES')).toBe(true);
    expect(isAnswerableRegion('US', 'ny')).toBe(false);
    expect(isAnswerableRegion('US', 'ON')).toBe(false);
    for (const country of ['FR', '', '__proto__', 'x'.repeat(10_000)]) expect(answerableRegions(country)).toEqual([]);
    expect(isAnswerableRegion('CA', '')).toBe(false);
  });
});
