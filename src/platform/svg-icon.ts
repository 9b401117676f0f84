/** The icon loader's messages (docs/spec/errors.md#icon-errors), exactly. */
export const SVG_MESSAGES = {
  loadFailed: 'Error loading SVG',
  notSvg: 'Loaded file is not valid SVG',
} as const;

/** An icon that could not be shown; the icon is cleared. */
export class SvgIconError extends Error {
  constructor(
    message: (typeof SVG_MESSAGES)[keyof typeof SVG_MESSAGES],
    readonly url: string,
  ) {
    super(message);
    this.name = 'SvgIconError';
  }
}

/** Turns a file's text into its root svg element, or null when it has none. */
export type SvgParser<T> = (text: string) => T | null;

/** GETs an icon file by URL: a status outside 2xx/3xx or no svg element is an SvgIconError (docs/spec/calls.md#icons, docs/spec/errors.md#icon-errors). */
export async function loadSvgIcon<T>(url: string, parse: SvgParser<T>, fetchImpl: typeof fetch = (input, init) => fetch(input, init)): Promise<T> {
  let response: Response;
  try {
    response = await fetchImpl(url, { credentials: 'same-origin' });
  } catch {
    throw new SvgIconError(SVG_MESSAGES.loadFailed, url);
  }
  if (response.status < 200 || response.status >= 400) throw new SvgIconError(SVG_MESSAGES.loadFailed, url);
  const svg = parse(await response.text());
  if (svg === null) throw new SvgIconError(SVG_MESSAGES.notSvg, url);
  return svg;
}

/**
 * The browser's parser: the document element must be an svg element and parse without error.
 * Scripts, foreign objects, event handler attributes and external references are removed.
 */
export function parseSvgElement(text: string): SVGSVGElement | null {
  const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
  const root = doc.documentElement;
  if (root.localName !== 'svg' || root.namespaceURI !== 'http://www.w3.org/2000/svg' || doc.getElementsByTagName('parsererror').length > 0) return null;
  for (const node of Array.from(root.querySelectorAll('script, foreignObject'))) node.remove();
  for (const element of [root, ...Array.from(root.querySelectorAll('*'))]) {
    for (const attribute of Array.from(element.attributes)) {
      if (/^on/i.test(attribute.name) || (/href$/i.test(attribute.name) && !attribute.value.startsWith('#'))) element.removeAttribute(attribute.name);
    }
  }
  return document.importNode(root, true) as unknown as SVGSVGElement;
}
