import fs from 'fs';
import { readCompressedPage } from './compressed-page-files';
import { pageParts } from './page-parts';
import { servedPage, type ServedPage } from './served-page';

export interface BuiltPages {
  pages: Map<string, ServedPage>;
  /** Pages the build left no usable compressed copy of: each is compressed when first asked for instead. */
  uncompressed: { file: string; why: 'missing' | 'stale' }[];
}

/** Reads the built pages and the build's compressed copies of them: file reads and a check, no compression. */
export function loadBuiltPages(files: readonly string[]): BuiltPages {
  const pages = new Map<string, ServedPage>();
  const uncompressed: BuiltPages['uncompressed'] = [];
  for (const file of new Set(files)) {
    const parts = pageParts(fs.readFileSync(file, 'utf8'));
    const built = readCompressedPage(file, parts.fixed);
    if (typeof built === 'string') uncompressed.push({ file, why: built });
    pages.set(file, servedPage(parts, typeof built === 'string' ? undefined : built));
  }
  return { pages, uncompressed };
}
