import type { Field } from '../../flow/flow-types';
import { answerText } from './answer-text';
import ptCities from '../../time/generated/zone-cities/pt-PT.json';

const field = (name: string, type: string): Field => ({ name, type, labelKey: `fields.${name}.label`, validations: {} });
const t = (key: string) => `«${key}»`;
const JULY = new Date('2026-07-15T17:05:00Z');
const JANUARY = new Date('2026-01-15T17:05:00Z');

describe('answerText', () => {
  it.each([
    [field('region', 'region'), 'QC', 'fr-CA', 'Québec'],
    [field('region', 'region'), 'BC', 'fr-CA', 'Colombie-Britannique'],
    [field('region', 'region'), 'QC', 'en-US', 'Quebec'],
    [field('country', 'country'), 'GB-SCT', 'fr-CA', 'Écosse'],
    [field('country', 'country'), 'AN', 'en-US', 'Netherlands Antilles'],
    [field('country', 'country'), 'CW', 'en-US', 'Curaçao'],
    [field('timezone', 'timezone'), 'Europe/London', 'en-GB', 'British Summer Time – London'],
    [field('timezone', 'timezone'), 'America/Toronto', 'fr-CA', 'heure avancée de l’Est – Toronto'],
    [field('timezone', 'timezone'), 'Pacific/Truk', 'en-US', 'Chuuk Time – Chuuk'],
    [field('dateOfBirth', 'date'), '1990-04-02', 'en-GB', /^Monday,? 2 April 1990$/],
    [field('dateOfBirth', 'date'), '1990-04-02', 'en-US', 'Monday, April 2, 1990'],
    [field('dateOfBirth', 'date'), '1990-04-02', 'fr-CA', 'lundi 2 avril 1990'],
  ])('%o %s in %s reads %s', (f, value, language, text) => {
    expect(answerText(f, value, { language, country: 'CA', now: JULY }, t)).toMatch(text);
  });

  it('never shows an IANA id for a zone it can name, and keeps an unknown id as given', () => {
    expect(answerText(field('timezone', 'timezone'), 'America/New_York', { language: 'en-US', now: JULY }, t)).toBe('Eastern Daylight Time – New York');
    expect(answerText(field('timezone', 'timezone'), 'Mars/Olympus_Mons', { language: 'en-US', now: JULY }, t)).toBe('Mars/Olympus_Mons');
  });
});

describe('answerText of a choice', () => {
  it('reads the chosen options in their order, translating those and no other (a review lists many answers)', () => {
    const asked: string[] = [];
    const counting = (key: string) => (asked.push(key), t(key));
    const choice: Field = { ...field('pronouns', 'choice'), options: [{ value: 'a', labelKey: 'o.a' }, { value: 'b', labelKey: 'o.b' }, { value: 'c', labelKey: 'o.c' }] };
    expect(answerText(choice, ['c', 'a'], { language: 'en-US' }, counting)).toBe('«o.a», «o.c»');
    expect(answerText(choice, 'b', { language: 'en-US' }, counting)).toBe('«o.b»');
    expect(asked).toEqual(['o.a', 'o.c', 'o.b']);
  });

  it('keeps an answer no option holds as given', () => {
    const choice: Field = { ...field('pronouns', 'choice'), options: [{ value: 'a', labelKey: 'o.a' }] };
    expect(answerText(choice, 'gone', { language: 'en-US' }, t)).toBe('gone');
  });
});

describe('answerText of a consent', () => {
  const consent = field('irbConsent', 'consent');

  it.each([
    [true, '«consent.accepted»'],
    [false, '«consent.declined»'],
    // Not saved yet (savedAnswer reads an older saved row without a value as false).
    [undefined, '«review.notAnswered»'],
  ])('%p reads %s, as its receipt does', (value, text) => {
    expect(answerText(consent, value, { language: 'en-US' }, t)).toBe(text);
  });
});

describe('answerText of an appointment', () => {
  it('names the member’s zone, on the clock of her language', () => {
    const plain = (text: string) => text.replace(/\s/g, ' ');
    expect(plain(answerText(field('slot', 'slot'), '2026-07-15T14:00:00.000Z', { language: 'en-US', timezone: 'America/Phoenix' }, t))).toBe('Wednesday, July 15, 2026 at 7:00 AM MST (Phoenix)');
    expect(plain(answerText(field('slot', 'slot'), '2026-07-15T14:00:00.000Z', { language: 'fr-CA', timezone: 'America/Phoenix' }, t))).toBe('mercredi 15 juillet 2026 à 07 h 00 MST (Phoenix)');
  });
});

describe('answerText of a choice field', () => {
  const options = [{ value: 'friend', labelKey: 'fields.heardAbout.options.friend' }, { value: 'doctor', labelKey: 'fields.heardAbout.options.doctor' }, { value: 'social', labelKey: 'fields.heardAbout.options.social' }];
  const single: Field = { ...field('heardAbout', 'choice'), options };
  const multiple: Field = { ...single, multiple: true };

  it('shows the translated label of the option, never its value', () => {
    expect(answerText(single, 'doctor', { language: 'en-US' }, t)).toBe('«fields.heardAbout.options.doctor»');
  });

  it('shows the labels of several options in the options order, whatever order they were ticked in', () => {
    expect(answerText(multiple, ['social', 'friend'], { language: 'en-US' }, t)).toBe('«fields.heardAbout.options.friend», «fields.heardAbout.options.social»');
  });

  it('shows "not answered" for no option', () => {
    expect(answerText(multiple, [], { language: 'en-US' }, t)).toBe('«review.notAnswered»');
  });

  it('names a zone’s city in the member’s language once the city names are at hand, as the time-zone step did', () => {
    const newYork = field('timezone', 'timezone');
    expect(answerText(newYork, 'America/New_York', { language: 'pt-PT', now: JANUARY }, t)).toMatch(/ – New York$/);
    expect(answerText(newYork, 'America/New_York', { language: 'pt-PT', now: JANUARY, cities: ptCities }, t)).toMatch(/ – Nova Iorque$/);
  });

  it('names the zone the member chose, never the lead of the group it shares a name with (Toronto, not New York)', () => {
    const zone = field('timezone', 'timezone');
    expect(answerText(zone, 'America/Toronto', { language: 'fr-CA', now: JANUARY }, t)).toBe('heure normale de l’Est – Toronto');
    expect(answerText(zone, 'America/Toronto', { language: 'en-US', now: JANUARY }, t)).toBe('Eastern Standard Time – Toronto');
  });

  it('names the slot’s zone city in the member’s language, as the zone reads', () => {
    const slot = field('slot', 'slot');
    expect(answerText(slot, '2026-11-23T11:00:00.000Z', { language: 'pt-PT', timezone: 'America/New_York', cities: ptCities }, t)).toMatch(/\(Nova Iorque\)$/);
  });
});
