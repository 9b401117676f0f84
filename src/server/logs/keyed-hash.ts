import { createHmac, randomBytes } from 'crypto';

/**
 * A keyed hash with a key drawn when the process starts and never stored: the same text gives the same hash within
 * one process (a reader can tell two lines apart or together), and no dictionary of names or dates can reverse it.
 */
export function keyedHash(key: Buffer = randomBytes(32)): (text: string) => string {
  return (text) => `#${createHmac('sha256', key).update(text).digest('hex').slice(0, 16)}`;
}
