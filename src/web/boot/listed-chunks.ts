/** The <meta> in which the build lists the boot chunks' files (webpack.config.js, LinkChunks). */
export const BOOT_CHUNKS_META = 'boot-chunks';

/** The <meta> in which the build lists the later steps' files. */
export const LATER_CHUNKS_META = 'later-chunks';

/**
 * Links each script the build listed in the page's <meta name=`meta`>: `preload` for the boot chunks, asked for once the
 * prerendered first step is painted (asked for earlier, Lighthouse counts their download into the LCP), and
 * `prefetch` for the later steps' code, fetched at the lowest priority while the member reads the first step. Only
 * our own script addresses are linked; returns how many.
 */
export function linkListedChunks(doc: Pick<Document, 'querySelector' | 'createElement' | 'head'>, meta: string, rel: 'preload' | 'prefetch'): number {
  const listed = doc.querySelector(`meta[name="${meta}"]`)?.getAttribute('content') ?? '';
  const files = listed.split(/\s+/).filter((file) => /^(?:\/[\w-][\w.-]*)+\.js$/.test(file));
  for (const file of files) {
    const link = doc.createElement('link');
    link.rel = rel;
    link.as = 'script';
    link.href = file;
    doc.head.appendChild(link);
  }
  return files.length;
}
