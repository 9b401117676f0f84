import zlib from 'zlib';
import { endBrotli, endGzip, openBrotli, openDeflate } from './open-stream';
import type { OpenStreams } from './compressed-page-files';
import type { PageParts } from './page-parts';

export type PageEncoding = 'br' | 'gzip' | 'identity';

/** A page as sent: its bytes in an encoding, with the request's runtime part put before its closing. */
export interface ServedPage {
  parts: PageParts;
  bytes: (encoding: PageEncoding, runtimePart: string) => Buffer;
}

/**
 * A page served from its parts and the build's compressed copies of its fixed part. Without them (an older build, or
 * a variant made per request) the fixed part is compressed when first asked for, once, never at start.
 */
export function servedPage(parts: PageParts, built?: OpenStreams): ServedPage {
  let brotli = built?.brotli;
  let deflate = built?.deflate;
  let fixedCrc: number | undefined;
  return {
    parts,
    bytes: (encoding, runtimePart) => {
      const tail = Buffer.from(`${runtimePart}${parts.closing}`, 'utf8');
      if (encoding === 'br') return endBrotli((brotli ??= openBrotli(parts.fixed)), tail);
      if (encoding === 'gzip') {
        deflate ??= openDeflate(parts.fixed);
        fixedCrc ??= zlib.crc32(parts.fixed);
        return endGzip(deflate, { crc: fixedCrc, length: parts.fixed.length }, tail);
      }
      return Buffer.concat([parts.fixed, tail]);
    },
  };
}
