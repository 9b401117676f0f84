import fs from 'fs';
import path from 'path';
import { TooManyHoldsError } from '../src/server/limits/hold-limits';

const LANGUAGES = ['en-US', 'es-US', 'pt-PT', 'fr-CA', 'en-GB'];
const translation = (lng: string) => JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'locales', lng, 'translation.json'), 'utf8')) as { app: { errors: Record<string, string> }; network?: Record<string, string> };

// The page shows a refusal next to the action by its code (src/web/notices/action-error.tsx); a code without a text
// falls back to "something went wrong on our side", which tells a member nothing they can act on.
describe('refusals a member can act on have a text of their own in every language', () => {
  const codes = [new TooManyHoldsError(60).code];
  test.each(LANGUAGES)('%s', (lng) => {
    const texts = translation(lng);
    for (const code of codes) expect([code, texts.network?.[code] ?? texts.app.errors[code]]).toEqual([code, expect.stringMatching(/\S/)]);
  });
});
