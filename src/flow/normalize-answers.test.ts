import type { Field } from './flow-types';
import type { FlowFacts } from './flow-facts';
import { isBlankText, normalizeAnswers, trimText } from './normalize-answers';

const field = (name: string, type: string, validations: Field['validations'] = {}): Field => ({ name, type, labelKey: 'x', validations });
const profile = [field('firstName', 'text'), field('email', 'email'), field('phone', 'tel', { phoneOf: 'country' }), field('gender', 'gender')];
const facts: FlowFacts = { flags: {}, presets: {}, answers: { where: { country: 'GB-SCT' } }, today: '2026-11-21' };

describe('normalizeAnswers', () => {
  it('trims typed text and writes a valid phone in E.164', () => {
    expect(normalizeAnswers(profile, { firstName: '  Ana \u200b', email: ' ana@example.org\n', phone: ' 07911 123456 ', gender: 'female' }, facts)).toEqual({
      firstName: 'Ana',
      email: 'ana@example.org',
      phone: '+447911123456',
      gender: 'female',
    });
  });

  it('drops blank text, so it is unanswered', () => {
    expect(normalizeAnswers(profile, { firstName: ' \u00a0\t', email: '', gender: 'female' }, facts)).toEqual({ gender: 'female' });
  });

  it('keeps a phone it cannot read as typed (validation refuses it)', () => {
    expect(normalizeAnswers(profile, { phone: ' call me ' }, facts)).toEqual({ phone: 'call me' });
  });

  it('reads the country from the same step', () => {
    const sameStep = [field('country', 'country'), ...profile];
    expect(normalizeAnswers(sameStep, { country: 'US', phone: '(212) 555-0123' }, { ...facts, answers: {} })).toEqual({ country: 'US', phone: '+12125550123' });
  });

  it('leaves inner characters, non-text fields and unknown fields alone', () => {
    expect(normalizeAnswers(profile, { firstName: 'Ana  Maria', consent: true, other: ' x ' }, facts)).toEqual({ firstName: 'Ana  Maria', consent: true, other: ' x ' });
  });
});

describe('normalizeAnswers of consent boxes', () => {
  const research = [field('irbConsent', 'consent'), field('healthNetworkConsent', 'consent')];

  it('stores an unticked box as declined (false), a ticked one as true', () => {
    const unticked = {};
    expect(Object.keys(unticked)).toEqual([]);
    expect(normalizeAnswers(research, unticked, facts)).toEqual({ irbConsent: false, healthNetworkConsent: false });
    expect(normalizeAnswers(research, { irbConsent: true, healthNetworkConsent: false }, facts)).toEqual({ irbConsent: true, healthNetworkConsent: false });
  });

  it('leaves the consents of fields the step does not show alone', () => {
    expect(normalizeAnswers([field('firstName', 'text')], { firstName: 'Ana' }, facts)).toEqual({ firstName: 'Ana' });
  });
});

describe('trimText / isBlankText', () => {
  it.each([
    ['', ''],
    ['\u0000a\u0000', 'a'],
    ['\ufeff\u200e Zoë \u200f', 'Zoë'],
    ['👩‍👩‍👧', '👩‍👩‍👧'],
    [' a b ', 'a b'],
  ])('%j trims to %j', (value, trimmed) => {
    expect(trimText(value)).toBe(trimmed);
    expect(isBlankText(value)).toBe(trimmed === '');
  });

  it('handles huge answers in linear time', () => {
    const started = Date.now();
    expect(isBlankText(' '.repeat(1_000_000))).toBe(true);
    expect(trimText(`${' '.repeat(200_000)}a${' '.repeat(200_000)}b `).length).toBe(200_002);
    expect(Date.now() - started).toBeLessThan(500);
  });
});
