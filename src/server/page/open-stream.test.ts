import zlib from 'zlib';
import { endBrotli, endGzip, openBrotli, openDeflate } from './open-stream';

/** Text that compresses like a page: repeated markup with changing words. */
const markup = (length: number) => Array.from({ length }, (_, i) => `<li class="c${i % 5}">${(i * 7919).toString(36)}</li>`).join('').slice(0, length);

describe('open compressed streams', () => {
  it.each([
    ['no tail', 0],
    ['a one-byte tail', 1],
    ['a configuration-sized tail', 400],
    ['a tail longer than one stored block', 150_000],
  ])('a page with %s decodes to the page and the tail, in brotli and in gzip', (_name, tailLength) => {
    const fixed = Buffer.from(markup(30_000));
    const tail = Buffer.from(`<script id="runtime-config">{"é":"ü"}</script>${markup(tailLength)}`.slice(0, Math.max(tailLength, 1)) + '</body></html>');
    const whole = Buffer.concat([fixed, tail]);
    expect(zlib.brotliDecompressSync(endBrotli(openBrotli(fixed), tail)).equals(whole)).toBe(true);
    expect(zlib.gunzipSync(endGzip(openDeflate(fixed), { crc: zlib.crc32(fixed), length: fixed.length }, tail)).equals(whole)).toBe(true);
  });

  it('an empty page part still makes valid streams', () => {
    const tail = Buffer.from('</body></html>');
    expect(zlib.brotliDecompressSync(endBrotli(openBrotli(Buffer.alloc(0)), tail)).toString()).toBe('</body></html>');
    expect(zlib.gunzipSync(endGzip(openDeflate(Buffer.alloc(0)), { crc: 0, length: 0 }, tail)).toString()).toBe('</body></html>');
  });
});
