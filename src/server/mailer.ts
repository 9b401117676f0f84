import { createTransport } from 'nodemailer';
import type { MailConfig } from './config';
import { translate } from './translations';

/** One mail as it leaves: to whom, subject, plain text and HTML. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends mail; `close` ends its SMTP connections when the server stops. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** A mailer on nodemailer's SMTP transport (SMTP_URL), sending from MAIL_FROM. */
export function smtpMailer(config: Pick<MailConfig, 'smtpUrl' | 'from'>): Mailer {
  const transport = createTransport(config.smtpUrl);
  return {
    send: async (message) => {
      await transport.sendMail({ from: config.from, ...message });
    },
    close: () => transport.close(),
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The "continue later" mail in the member's language (locales/<lng>/translation.json, `resume.mail`): only the
 * link and how it works, never an answer, a name or the enrolment's id.
 */
export function resumeLinkMail(locale: string, to: string, link: string): MailMessage {
  const t = (key: string) => translate(locale, `resume.mail.${key}`);
  const hours = String(24);
  const paragraphs = [t('intro'), t('howTo').replace('{{hours}}', hours), t('notYou')];
  const text = [t('greeting'), '', paragraphs[0], '', link, '', ...paragraphs.slice(1).flatMap((p) => [p, ''])].join('\n').trimEnd();
  const html = [
    `<!doctype html><html lang="${escapeHtml(locale)}"><body>`,
    `<p>${escapeHtml(t('greeting'))}</p>`,
    `<p>${escapeHtml(paragraphs[0])}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(t('button'))}</a></p>`,
    ...paragraphs.slice(1).map((p) => `<p>${escapeHtml(p)}</p>`),
    '</body></html>',
  ].join('\n');
  return { to, subject: t('subject'), text, html };
}
