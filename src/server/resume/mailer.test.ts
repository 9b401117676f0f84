import { resumeLinkMail, smtpMailer } from './mailer';
import fs from 'fs';
import path from 'path';
import { translate } from '../translations';
import { startSmtpInbox } from '../../../test/support/smtp-inbox';

const readLocale = (locale: string): unknown => JSON.parse(fs.readFileSync(path.join(__dirname, '../../../locales', locale, 'translation.json'), 'utf8'));

const LINK = 'https://join.test/v3/dist/resume?lang=fr-CA#abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';

describe('resumeLinkMail', () => {
  it.each(['en-US', 'en-GB', 'es-US', 'pt-PT', 'fr-CA'])('is written in %s, with the link in the text and the HTML', (locale) => {
    const mail = resumeLinkMail(locale, 'member@example.org', LINK);
    expect(mail.subject).toBe(translate(locale, 'resume.mail.subject'));
    expect(mail.subject).not.toBe('resume.mail.subject');
    expect(mail.text).toContain(LINK);
    expect(mail.text).toContain(translate(locale, 'resume.mail.notYou'));
    expect(mail.text).not.toContain('{{');
    expect(mail.text).toContain('24');
    expect(mail.html).toContain(`href="${LINK}"`);
    expect(mail.html).toContain(`lang="${locale}"`);
    expect(mail.html).not.toContain('{{');
  });

  it.each([
    ['en-US', 1, 'for 1 hour.'],
    ['en-US', 24, 'for 24 hours.'],
    ['en-GB', 1, 'for 1 hour.'],
    ['fr-CA', 1, 'pendant 1 heure.'],
    ['fr-CA', 24, 'pendant 24 heures.'],
    ['es-US', 1, 'durante 1 hora.'],
    ['pt-PT', 1, 'durante 1 hora.'],
    ['pt-PT', 2, 'durante 2 horas.'],
  ])('says the link lifetime in %s with the plural of %i', (locale, hours, phrase) => {
    const mail = resumeLinkMail(locale, 'member@example.org', LINK, hours);
    expect(mail.text).toContain(phrase);
    expect(mail.html).toContain(phrase);
  });

  it.each(['en-US', 'en-GB', 'es-US', 'pt-PT', 'fr-CA'])('has %s mail templates free of markup, so the HTML part escapes only values', (locale) => {
    const templates = JSON.stringify((readLocale(locale) as { resume: { mail: unknown } }).resume.mail);
    expect(templates).not.toMatch(/[<>&]/);
  });

  it('escapes what it puts in the HTML', () => {
    const mail = resumeLinkMail('en-US', 'member@example.org', 'https://join.test/v3/dist/resume#"><script>x</script>');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#34;&#62;&#60;script&#62;');
  });
});

describe('smtpMailer', () => {
  it('delivers through SMTP_URL from MAIL_FROM, the French subject intact', async () => {
    const inbox = await startSmtpInbox();
    const mailer = smtpMailer({ smtpUrl: inbox.url, from: 'Inscription <no-reply@join.test>' });
    await mailer.send(resumeLinkMail('fr-CA', 'membre@example.org', LINK));
    const mail = await inbox.nextMail();
    expect(mail.to).toEqual(['membre@example.org']);
    expect(mail.from).toBe('no-reply@join.test');
    expect(mail.subject).toBe('Votre lien pour poursuivre votre inscription');
    expect(mail.text).toContain(LINK);
    expect(mail.html).toContain(`href="${LINK}"`);
    mailer.close();
    await inbox.close();
  });
});
