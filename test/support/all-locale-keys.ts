import fs from 'fs';
import path from 'path';
import { flattenKeys } from '../../src/flow/translation-keys';
import type { LocaleKeys } from '../../src/flow/check-flow';

/** The flattened keys of every locales/<lng>/translation.json, as check-flows reads them. */
export function allLocaleKeys(): LocaleKeys {
  const dir = path.resolve(__dirname, '../../locales');
  return Object.fromEntries(fs.readdirSync(dir).map((lng) => [lng, new Set(flattenKeys(JSON.parse(fs.readFileSync(path.join(dir, lng, 'translation.json'), 'utf8'))))]));
}
