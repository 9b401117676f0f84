import fs from 'fs';
import { brotliHolds, deflateHolds, openBrotli, openDeflate } from './open-stream';
import { pageParts } from './page-parts';

/**
 * The build's compressed copies of a page's fixed part, beside the page: `<page>.open.br` and `<page>.open.deflate`
 * (open streams, src/server/page/open-stream.ts), written by scripts/build/prerender.ts so the server compresses nothing.
 */
const BROTLI_SUFFIX = '.open.br';
const DEFLATE_SUFFIX = '.open.deflate';

export interface OpenStreams {
  brotli: Buffer;
  deflate: Buffer;
}

/** Build: compresses the page's fixed part, at the best level, into the files beside it. */
export function writeCompressedPage(file: string): void {
  const { fixed } = pageParts(fs.readFileSync(file, 'utf8'));
  fs.writeFileSync(`${file}${BROTLI_SUFFIX}`, openBrotli(fixed));
  fs.writeFileSync(`${file}${DEFLATE_SUFFIX}`, openDeflate(fixed));
}

/**
 * Server: the build's copies of a page's fixed part, or why not: 'missing' (a build from before they were written)
 * or 'stale' (they hold other bytes, e.g. the page was rebuilt without them). Checking costs a decompression of a
 * few kilobytes, far from compressing them.
 */
export function readCompressedPage(file: string, fixed: Buffer): OpenStreams | 'missing' | 'stale' {
  let brotli: Buffer, deflate: Buffer;
  try {
    brotli = fs.readFileSync(`${file}${BROTLI_SUFFIX}`);
    deflate = fs.readFileSync(`${file}${DEFLATE_SUFFIX}`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw error;
  }
  try {
    return brotliHolds(brotli).equals(fixed) && deflateHolds(deflate).equals(fixed) ? { brotli, deflate } : 'stale';
  } catch {
    // A truncated or foreign file is not one the build wrote for this page.
    return 'stale';
  }
}
