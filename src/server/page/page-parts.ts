/**
 * A built page in two parts: the fixed part, which the build compresses once, and its closing (`</body></html>`),
 * before which the server puts what only it knows (the runtime configuration, a landing link's inputs). The build
 * and the server split a page with this one rule, so the build's compressed bytes are those of the part the server
 * sends first.
 */

/** The page's empty configuration element; the build may drop the quotes around its attributes. */
export const CONFIG_SLOT = /<script id="?runtime-config"?[^>]*>[^<]*<\/script>/;

const BODY_END = '</body>';

export interface PageParts {
  /** The page up to its `</body>`, without the configuration element. */
  fixed: Buffer;
  /** From `</body>` on (empty when the page has none). */
  closing: string;
}

/** The page's parts: its configuration element moves to the end of the body, where the deferred app script still reads it. */
export function pageParts(html: string): PageParts {
  const withoutSlot = html.replace(CONFIG_SLOT, '');
  const end = withoutSlot.lastIndexOf(BODY_END);
  const at = end < 0 ? withoutSlot.length : end;
  return { fixed: Buffer.from(withoutSlot.slice(0, at), 'utf8'), closing: withoutSlot.slice(at) };
}
