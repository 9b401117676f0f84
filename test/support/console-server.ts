import path from 'path';
import type { AddressInfo } from 'net';
import type { Browser } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import onboarding from '../../flows/onboarding.json';
import { loadFlow } from '../../src/flow/load-flow';
import { buildApp } from '../../src/server/http/app';
import type { Database } from '../../src/server/db/database';
import { launchBrowser } from '../e2e/browser';
import { e2eLogFile } from './e2e-logs';
import { openTestDatabase } from './test-database';

/** What a console browser test runs against: the API and the built page on a fresh database, and the lane's Chromium. */
export interface ConsoleServer {
  app: FastifyInstance;
  db: Database;
  url: string;
  browser: Browser;
  close: () => Promise<void>;
}

/**
 * Starts the server the console's browser tests sign in to: the shipped flow, the built page (dist/), the lane's log
 * file and one staff member, `alice`, with `staffToken`. Whatever started is closed again when a later part fails.
 */
export async function startConsoleServer(staffToken: string): Promise<ConsoleServer> {
  const db = await openTestDatabase();
  const app = await buildApp({ db, flow: loadFlow(onboarding), logger: e2eLogFile(), config: { flagOverrides: {}, cookieSecure: false, appHost: 'https://app.test', distDir: path.resolve(__dirname, '../../dist'), staffTokens: { alice: staffToken } } });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const browser = await launchBrowser();
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    return { app, db, url, browser, close: async () => { await browser.close(); await app.close(); await db.close(); } };
  } catch (error) {
    await app.close();
    await db.close();
    throw error;
  }
}
