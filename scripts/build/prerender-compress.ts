/**
 * The build's last work on the pages before the manifest: each page the server sends (dist/index.html,
 * dist/console.html, every prerendered page) gets its compressed copies beside it, so a start compresses nothing
 * (src/server/page/compressed-page-files.ts).
 */
import fs from 'fs';
import path from 'path';
import { writeCompressedPage } from '../../src/server/page/compressed-page-files';

/** Compresses every page of a built dist; returns how many. */
export function compressBuiltPages(distDir: string): number {
  const firstPaint = path.join(distDir, 'first-paint');
  const files = [
    ...['index.html', 'console.html'].map((name) => path.join(distDir, name)).filter((file) => fs.existsSync(file)),
    ...(fs.existsSync(firstPaint) ? fs.readdirSync(firstPaint).filter((name) => name.endsWith('.html')).map((name) => path.join(firstPaint, name)) : []),
  ];
  for (const file of files) writeCompressedPage(file);
  return files.length;
}
