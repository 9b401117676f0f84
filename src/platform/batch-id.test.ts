import { batchId, randomAlphanumerics } from './batch-id';

describe('batch ids (docs/spec/constants.md#batch-id)', () => {
  it('are unix seconds, an underscore and 24 alphanumerics', () => {
    expect(batchId(Date.UTC(2024, 0, 1, 0, 0, 0, 999))).toMatch(/^1704067200_[A-Za-z0-9]{24}$/);
  });

  it('differ from one batch to the next', () => {
    expect(batchId(0)).not.toBe(batchId(0));
  });

  it('map bytes onto letters and digits and draw again past 247', () => {
    let call = 0;
    const random = (bytes: Uint8Array) => {
      call += 1;
      bytes.fill(call === 1 ? 255 : 61);
      bytes[0] = call === 1 ? 0 : 61;
      return bytes;
    };
    expect(randomAlphanumerics(3, random)).toBe('A99');
  });
});
