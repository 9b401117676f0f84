/** The name of the <meta> in which the build lists the later steps' files (webpack.config.js, LinkChunks). */
export const LATER_CHUNKS_META = 'later-chunks';

/**
 * Prefetches the files the build listed in the page's later-chunks <meta>: the later steps' code downloads at the
 * lowest priority while the member reads the first step, and runs only when needed (issue 11). Called once the
 * first step is on screen, so those downloads never compete with what the first step needs.
 */
export function prefetchLaterChunks(doc: Pick<Document, 'querySelector' | 'createElement' | 'head'>): number {
  const listed = doc.querySelector(`meta[name="${LATER_CHUNKS_META}"]`)?.getAttribute('content') ?? '';
  const files = listed.split(/\s+/).filter((file) => /^(?:\/[\w-][\w.-]*)+\.js$/.test(file));
  for (const file of files) {
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    link.href = file;
    doc.head.appendChild(link);
  }
  return files.length;
}
