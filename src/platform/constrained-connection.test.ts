import { constrainedConnection } from './constrained-connection';

describe('constrainedConnection', () => {
  it.each([
    [{ connection: { saveData: true, effectiveType: '4g' } }, true],
    [{ connection: { effectiveType: 'slow-2g' } }, true],
    [{ connection: { effectiveType: '2g' } }, true],
    [{ connection: { effectiveType: '3g', saveData: false } }, false],
    [{ connection: { effectiveType: '4g' } }, false],
    [{ connection: {} }, false],
    [{}, false],
    [undefined, false],
  ])('%j is constrained: %s', (nav, constrained) => {
    expect(constrainedConnection(nav)).toBe(constrained);
  });
});
