const ALPHANUMERICS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Fills a byte array with random values (crypto.getRandomValues in the browser). */
export type RandomBytes = (bytes: Uint8Array) => Uint8Array;

const cryptoBytes: RandomBytes = (bytes) => crypto.getRandomValues(bytes);

/** `count` random letters and digits, without modulo bias (bytes ≥ 248 are drawn again). */
export function randomAlphanumerics(count: number, random: RandomBytes = cryptoBytes): string {
  let out = '';
  while (out.length < count) {
    for (const byte of random(new Uint8Array(count))) {
      if (byte < 248 && out.length < count) out += ALPHANUMERICS[byte % 62];
    }
  }
  return out;
}

/** A log batch id (docs/spec/constants.md#batch-id): current unix seconds, "_", 24 random alphanumeric characters. */
export function batchId(nowMs: number, random?: RandomBytes): string {
  return `${Math.floor(nowMs / 1000)}_${randomAlphanumerics(24, random)}`;
}
