import fs from 'fs';
import path from 'path';
import { createInstance } from 'i18next';
import { durationCounts, MEMBER_TIME_LIMITS, type MemberTimeLimits } from '../../time/member-time-limits';
import { DURATION_TEXTS, durationOptions } from './duration-options';

const LANGUAGES = ['en-US', 'en-GB', 'es-US', 'pt-PT', 'fr-CA'];
const texts = (language: string) => JSON.parse(fs.readFileSync(path.join(__dirname, '../../../locales', language, 'translation.json'), 'utf8')) as Record<string, unknown>;

/** Every duration text of a language as the page renders it, with the limits given. */
function render(language: string, limits: MemberTimeLimits): Record<string, string> {
  const i18n = createInstance();
  void i18n.init({ initAsync: false, lng: language, resources: { [language]: { translation: texts(language) } }, interpolation: { escapeValue: false }, showSupportNotice: false });
  const counts = durationCounts(limits);
  return Object.fromEntries(Object.keys(DURATION_TEXTS).map((key) => [key, i18n.t(key, durationOptions(key, counts))]));
}

const changed: MemberTimeLimits = { sessionIdleSeconds: 45 * 60, sessionWarningSeconds: 60, resumeLinkSeconds: 72 * 3600 };

describe('duration texts', () => {
  it('say the product’s own limits: 30 minutes idle, a 2-minute warning, a 24-hour link', () => {
    expect(durationCounts()).toEqual({ idleMinutes: 30, warningMinutes: 2, linkHours: 24 });
    const english = render('en-US', MEMBER_TIME_LIMITS);
    expect(english['session.endedBody']).toContain('after 30 minutes without activity');
    expect(english['session.warningBody']).toContain('in about 2 minutes');
    expect(english['resume.sent']).toContain('for 24 hours');
  });

  it.each(LANGUAGES)('%s: every duration follows a changed limit, in the plural form the count takes', (language) => {
    const before = render(language, MEMBER_TIME_LIMITS);
    const after = render(language, changed);
    const expected = durationCounts(changed);
    for (const [key, limit] of Object.entries(DURATION_TEXTS)) {
      const count = String(expected[limit]);
      // Untouched limits say their own number; the changed ones say the new number and not the old one.
      expect({ key, says: before[key].includes(String(durationCounts()[limit])) }).toEqual({ key, says: true });
      expect({ key, text: after[key] }).toEqual({ key, text: expect.stringContaining(count) });
      expect({ key, old: after[key].includes(String(durationCounts()[limit])) }).toEqual({ key, old: false });
      expect({ key, raw: /\{\{|\}\}|_one|_other|_many/.test(after[key]) }).toEqual({ key, raw: false });
    }
    // One minute of warning takes the singular form (the "one" category), not "1 minutes".
    const singular = { 'en-US': '1 minute ', 'en-GB': '1 minute ', 'es-US': '1 minuto ', 'pt-PT': '1 minuto,', 'fr-CA': '1 minute,' }[language];
    expect(after['session.warningBody']).toContain(singular);
  });

  it('gives a text that says no duration no count, and never a zero', () => {
    expect(durationOptions('app.errors.server_error')).toEqual({});
    expect(durationOptions('session.warningBody', durationCounts({ ...changed, sessionWarningSeconds: 10 }))).toEqual({ count: 1 });
    expect(durationOptions('app.errors.session_expired')).toEqual({ count: 30 });
  });
});
