import fs from 'fs';
import path from 'path';
import i18next, { type TFunction } from 'i18next';

const LOCALES_DIR = path.resolve(__dirname, '../../locales');
const DEFAULT_LOCALE = 'en-US';
const cache = new Map<string, unknown>();
const instances = new Map<string, TFunction>();

function tree(locale: string): unknown {
  if (!cache.has(locale)) {
    const file = path.join(LOCALES_DIR, locale, 'translation.json');
    cache.set(locale, fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as unknown) : {});
  }
  return cache.get(locale);
}

/** The text of a translation key in a locale as the member saw it (en-US when missing); the key itself when unknown. */
export function translate(locale: string, key: string): string {
  for (const candidate of [locale, DEFAULT_LOCALE]) {
    let node: unknown = tree(candidate);
    for (const part of key.split('.')) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
    if (typeof node === 'string') return node;
  }
  return key;
}

/** One i18next instance per language (made once, synchronously), falling back to en-US like the page. */
function instanceFor(locale: string): TFunction {
  let t = instances.get(locale);
  if (!t) {
    const instance = i18next.createInstance();
    void instance.init({
      initAsync: false,
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      showSupportNotice: false,
      resources: { [locale]: { translation: tree(locale) as object }, [DEFAULT_LOCALE]: { translation: tree(DEFAULT_LOCALE) as object } },
    });
    t = instance.t;
    instances.set(locale, t);
  }
  return t;
}

/** How a mail part is written: HTML escapes every interpolated value (i18next's escaping), text keeps it as given. */
export type MailForm = 'html' | 'text';

/** A translate function for one form of a mail, with i18next's interpolation and CLDR plurals (`count`). */
export function mailText(locale: string, form: MailForm): (key: string, values?: Record<string, unknown>) => string {
  const t = instanceFor(locale);
  return (key, values = {}) => t(key, { ...values, interpolation: { escapeValue: form === 'html' } });
}
