import net from 'net';
import path from 'path';
import type { AddressInfo } from 'net';
import type { Browser } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import onboarding from '../../flows/onboarding.json';
import { loadFlow } from '../../src/flow/load-flow';
import { buildApp } from '../../src/server/http/app';
import type { Database } from '../../src/server/db/database';
import { startSmtpInbox } from '../support/smtp-inbox';
import { openTestDatabase } from '../support/test-database';
import { launchBrowser } from './browser';

/** A browser test's server that sends mail to a local SMTP inbox, the inbox, the browser and the server's log lines. */
export interface MailServerEnv {
  inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  db: Database;
  app: FastifyInstance;
  url: string;
  browser: Browser;
  logs: string[];
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** Starts the server (its public URL known before it listens, for the mailed links), inbox and browser around the file's tests. */
export function useMailServerEnv(): MailServerEnv {
  const env = {} as MailServerEnv;
  beforeAll(async () => {
    env.logs = [];
    env.inbox = await startSmtpInbox();
    env.db = await openTestDatabase();
    const port = await freePort();
    env.url = `http://127.0.0.1:${port}`;
    env.app = await buildApp({
      db: env.db, flow: loadFlow(onboarding), logger: { write: (line: string) => void env.logs.push(line) },
      config: { flagOverrides: {}, cookieSecure: false, appHost: 'https://app.test', distDir: path.resolve(__dirname, '../../dist'), mail: { smtpUrl: env.inbox.url, from: 'Enrollment <no-reply@join.test>', publicUrl: env.url } },
    });
    await env.app.listen({ port, host: '127.0.0.1' });
    env.browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await env.browser?.close();
    await env.app?.close();
    await env.db?.close();
    await env.inbox?.close();
  });
  return env;
}
