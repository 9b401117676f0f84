import onboarding from '../../../flows/onboarding.json';
import i18next from 'i18next';
import { loadFlow } from '../../flow/load-flow';
import type { Answers } from '../../flow/flow-types';
import { phoneHintExample } from './phone-hint-example';
import { phoneExample } from '../../reference/phone-number';
import enUS from '../../../locales/en-US/translation.json';
import frCA from '../../../locales/fr-CA/translation.json';
import ptPT from '../../../locales/pt-PT/translation.json';

const flow = loadFlow(onboarding);
const profile = flow.steps.find((step) => step.id === 'profile')!;
const facts = (answers: Answers) => ({ flags: {}, presets: {}, answers, today: '2026-06-15' });

describe('the phone hint follows the country', () => {
  it('gives a number of the country answered, in international form', () => {
    expect(phoneHintExample(profile.fields, facts({ country: { country: 'FR' } }))).toBe('+33 6 12 34 56 78');
    expect(phoneHintExample(profile.fields, facts({ country: { country: 'CA' } }))).toMatch(/^\+1 /);
    expect(phoneHintExample(profile.fields, facts({ country: { country: 'GB-SCT' } }))).toMatch(/^\+44 /);
    expect(phoneHintExample(profile.fields, facts({ country: { country: 'PT' } }))).toMatch(/^\+351 9/);
  });

  it('gives none without a country, for an unknown or hostile one, or without a phone field', () => {
    expect(phoneHintExample(profile.fields, facts({}))).toBeUndefined();
    for (const country of ['', 'ZZ', 'OTHER', '\u0000', 'x'.repeat(10_000), '__proto__']) expect(phoneExample(country)).toBeUndefined();
    expect(phoneHintExample(profile.fields.filter((field) => field.type !== 'tel'), facts({ country: { country: 'FR' } }))).toBeUndefined();
  });

  it('is written into the hint of every language, which keeps its own example when no country gives one', async () => {
    const t = i18next.createInstance();
    await t.init({ lng: 'fr-CA', resources: { 'fr-CA': { translation: frCA }, 'en-US': { translation: enUS }, 'pt-PT': { translation: ptPT } }, interpolation: { escapeValue: false } });
    expect(t.t('fields.phone.hint', { example: phoneExample('FR') })).toBe('Indiquez l’indicatif du pays, par exemple +33 6 12 34 56 78.');
    expect(t.t('fields.phone.hint', { example: t.t('fields.phone.example') })).toBe('Indiquez l’indicatif du pays, par exemple +1 514 555-0100.');
    expect(t.t('fields.phone.hint', { lng: 'pt-PT', example: phoneExample('FR') })).toBe('Inclua o indicativo do país, por exemplo +33 6 12 34 56 78.');
  });
});
