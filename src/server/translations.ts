import fs from 'fs';
import path from 'path';

const LOCALES_DIR = path.resolve(__dirname, '../../locales');
const cache = new Map<string, unknown>();

function tree(locale: string): unknown {
  if (!cache.has(locale)) {
    const file = path.join(LOCALES_DIR, locale, 'translation.json');
    cache.set(locale, fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as unknown) : {});
  }
  return cache.get(locale);
}

/** The text of a translation key in a locale as the member saw it (en-US when missing); the key itself when unknown. */
export function translate(locale: string, key: string): string {
  for (const candidate of [locale, 'en-US']) {
    let node: unknown = tree(candidate);
    for (const part of key.split('.')) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
    if (typeof node === 'string') return node;
  }
  return key;
}
