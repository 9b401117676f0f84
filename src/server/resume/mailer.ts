import { createTransport } from 'nodemailer';
import type { MailConfig } from '../config';
import { RESUME_LINK_SECONDS } from './resume-links';
import { mailText } from '../translations';

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

/** How long a resume link works, as the mail says it: the link store's own lifetime. */
export const RESUME_LINK_HOURS = RESUME_LINK_SECONDS / 3600;

/**
 * The "continue later" mail in the member's language (locales/<lng>/translation.json, `resume.mail`): only the
 * link and how it works, never an answer, a name or the enrolment's id. Texts go through i18next (interpolation,
 * plurals, escaping in the HTML part); the templates themselves are ours and hold no markup.
 */
export function resumeLinkMail(locale: string, to: string, link: string, hours = RESUME_LINK_HOURS): MailMessage {
  const parts = (form: 'html' | 'text') => {
    const t = mailText(locale, form);
    const k = (key: string, values?: Record<string, unknown>) => t(`resume.mail.${key}`, values);
    return { subject: k('subject'), greeting: k('greeting'), intro: k('intro'), button: k('button'), howTo: k('howTo', { count: hours }), notYou: k('notYou') };
  };
  const text = parts('text');
  const html = parts('html');
  return {
    to,
    subject: text.subject,
    text: [text.greeting, '', text.intro, '', link, '', text.howTo, '', text.notYou].join('\n'),
    html: [
      `<!doctype html><html lang="${escapeHtml(locale)}"><body>`,
      `<p>${html.greeting}</p>`,
      `<p>${html.intro}</p>`,
      `<p><a href="${escapeHtml(link)}">${html.button}</a></p>`,
      `<p>${html.howTo}</p>`,
      `<p>${html.notYou}</p>`,
      '</body></html>',
    ].join('\n'),
  };
}
