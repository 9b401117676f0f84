import path from 'path';
import type { AddressInfo } from 'net';
import { chromium, type Browser } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import onboarding from '../../flows/onboarding.json';
import { loadFlow } from '../../src/flow/load-flow';
import { buildApp } from '../../src/server/http/app';
import type { Database } from '../../src/server/db/database';
import { e2eLogFile } from '../support/e2e-logs';
import { openTestDatabase } from '../support/test-database';

/** Debian's Chromium; `npx playwright install` cannot download here. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Third-party keys the page gets in its runtime configuration (test keys; their calls are intercepted). */
export interface ServiceKeys {
  bugsnagApiKey?: string;
  mixpanelToken?: string;
}

/** The server on a free loopback port with a fresh migrated database, serving the built app. */
export async function startServer(flagOverrides: Record<string, boolean> = {}, keys: ServiceKeys = {}): Promise<{ app: FastifyInstance; db: Database; url: string }> {
  const db = await openTestDatabase();
  const distDir = path.resolve(__dirname, '../../dist');
  const app = await buildApp({ db, flow: loadFlow(onboarding), logger: e2eLogFile(), config: { flagOverrides, cookieSecure: false, appHost: 'https://app.test', distDir, ...keys } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, db, url: `http://127.0.0.1:${port}` };
}

/** Headless Chromium with the flags this closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** Starts a server and a browser before a file's tests and stops both after them; read them from the result. */
export function useServerAndBrowser(...args: Parameters<typeof startServer>): { server: Awaited<ReturnType<typeof startServer>>; browser: Browser } {
  const env = {} as { server: Awaited<ReturnType<typeof startServer>>; browser: Browser };
  beforeAll(async () => {
    env.server = await startServer(...args);
    env.browser = await launchBrowser();
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.server?.app.close();
    await env.server?.db.close();
  });
  return env;
}
