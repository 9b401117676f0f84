import type { AddressInfo } from 'net';
import { SMTPServer } from 'smtp-server';

/** A received mail: the envelope's recipients, the decoded subject, and the decoded text and HTML parts. */
export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

const decodeQuotedPrintable = (body: string) =>
  Buffer.from(body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');

const decodeBody = (headers: string, body: string) => {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
};

// RFC 2047 encoded words (=?UTF-8?Q?...?= or ?B?), as nodemailer writes a subject with accents.
const decodeWords = (value: string) =>
  value.replace(/\s*=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_m, kind: string, data: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')));

/** Splits a raw MIME message into the decoded text/plain and text/html parts (enough for nodemailer's output). */
export function parseMail(raw: string, to: string[], from: string): ReceivedMail {
  const [head] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const subject = decodeWords(/^subject:\s*(.*)$/im.exec(unfolded)?.[1] ?? '');
  const parts: Record<string, string> = {};
  for (const part of raw.split(/\r?\n--[^\r\n]+/)) {
    const split = part.search(/\r?\n\r?\n/);
    if (split < 0) continue;
    const headers = part.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
    const type = /content-type:\s*(text\/(?:plain|html))/i.exec(headers)?.[1]?.toLowerCase();
    if (type && !parts[type]) parts[type] = decodeBody(headers, part.slice(split).replace(/^\r?\n\r?\n/, ''));
  }
  return { to, from, subject, text: parts['text/plain'] ?? '', html: parts['text/html'] ?? '', raw };
}

/** A local SMTP server (the smtp-server package) on a free loopback port that keeps every mail it receives. */
export async function startSmtpInbox(): Promise<{ url: string; mails: ReceivedMail[]; nextMail: (timeoutMs?: number) => Promise<ReceivedMail>; close: () => Promise<void> }> {
  const mails: ReceivedMail[] = [];
  const waiting: ((mail: ReceivedMail) => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = parseMail(Buffer.concat(chunks).toString('utf8'), session.envelope.rcptTo.map((r) => r.address), session.envelope.mailFrom ? session.envelope.mailFrom.address : '');
        mails.push(mail);
        waiting.shift()?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  let read = 0;
  const nextMail = (timeoutMs = 10_000) => {
    if (read < mails.length) return Promise.resolve(mails[read++]);
    return new Promise<ReceivedMail>((resolve, reject) => {
      const receive = (mail: ReceivedMail) => {
        clearTimeout(timer);
        read += 1;
        resolve(mail);
      };
      // A wait that timed out leaves the queue, so the next mail goes to the next wait.
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(receive), 1);
        reject(new Error(`No mail arrived within ${timeoutMs} ms`));
      }, timeoutMs);
      waiting.push(receive);
    });
  };
  return { url: `smtp://127.0.0.1:${port}`, mails, nextMail, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
