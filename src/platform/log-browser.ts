import type { ClientBrowser } from '../client-log/client-log-events';

// Most specific first: Edge, Opera and Samsung's browser also say Chrome, and Chrome also says Safari.
const FAMILIES: [ClientBrowser['name'], RegExp][] = [
  ['edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['opera', /\bOPR\/(\d+)/],
  ['samsung', /\bSamsungBrowser\/(\d+)/],
  ['firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['chrome', /\b(?:Chrome|CriOS)\/(\d+)/],
  ['safari', /\bVersion\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//],
];

/** The browser's family and major version, read from its user agent; `other` 0 when it is none of the listed. */
export function browserOf(userAgent: string): ClientBrowser {
  for (const [name, pattern] of FAMILIES) {
    const major = pattern.exec(userAgent)?.[1];
    if (major !== undefined) return { name, version: Math.min(Number(major), 999) };
  }
  return { name: 'other', version: 0 };
}
