import fs from 'fs';
import path from 'path';
import { brotliCompressSync, constants } from 'zlib';

/** One script a first-step page links, with its brotli size in bytes. */
export interface ScriptBytes {
  file: string;
  brotli: number;
}

/** The heaviest first-step page in dist/: its path, the scripts it links (in order) and their brotli total. */
export interface FirstStepBytes {
  page: string;
  files: ScriptBytes[];
  total: number;
}

/** Every .html file under `dir`, relative to it, sorted. */
function pages(dir: string, under = ''): string[] {
  return fs
    .readdirSync(path.join(dir, under), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = path.join(under, entry.name);
      if (entry.isDirectory()) return pages(dir, relative);
      return entry.name.endsWith('.html') ? [relative] : [];
    })
    .sort();
}

/** The boot chunks a page lists for its entry to preload after the first paint (<meta name=boot-chunks>), as dist/ files. */
export function listedBootScripts(html: string): string[] {
  const boot = /<meta\b[^>]*\bname="?boot-chunks"?[^>]*\bcontent="([^"]*)"/.exec(html)?.[1] ?? '';
  return boot.split(/\s+/).flatMap((address) => /^\/v3\/dist\/([^"\s>]+\.js)$/.exec(address)?.[1] ?? []);
}

/**
 * The scripts a page makes the browser fetch before it is usable, as dist/ files: <script src>, script
 * (module)preloads and the listed boot chunks; not prefetches.
 */
export function linkedScripts(html: string): string[] {
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const files = tags.flatMap((tag) => {
    const isLink = tag.startsWith('<link');
    if (isLink && !/\brel="?(modulepreload|preload)\b/.test(tag)) return [];
    if (isLink && /\brel="?preload\b/.test(tag) && !/\bas="?script\b/.test(tag)) return [];
    const address = /\b(?:src|href)="?\/v3\/dist\/([^"\s>]+)/.exec(tag)?.[1];
    return address && address.endsWith('.js') ? [address] : [];
  });
  return [...new Set([...files, ...listedBootScripts(html)])];
}

/** Brotli bytes of a built file: its precompressed .br copy when the build wrote one, else compressed here. */
function brotliBytes(dist: string, file: string): number {
  const full = path.join(dist, file);
  if (!fs.existsSync(full)) throw new Error(`dist/${file} is linked by a page but missing from dist/ (rebuild: npm run build)`);
  if (fs.existsSync(`${full}.br`)) return fs.statSync(`${full}.br`).size;
  return brotliCompressSync(fs.readFileSync(full), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/** The compressed JavaScript of the first step: over every page in `dist`, the one whose linked scripts weigh most. */
export function firstStepScriptBytes(dist: string): FirstStepBytes {
  const measured = pages(dist).map((page) => {
    const files = linkedScripts(fs.readFileSync(path.join(dist, page), 'utf8')).map((file) => ({ file, brotli: brotliBytes(dist, file) }));
    return { page, files, total: files.reduce((sum, f) => sum + f.brotli, 0) };
  });
  if (measured.length === 0) throw new Error(`no .html page in ${dist}`);
  return measured.reduce((heaviest, page) => (page.total > heaviest.total ? page : heaviest));
}
