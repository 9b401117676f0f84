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
import { CHROMIUM_LAUNCH, E2E_BROWSER_ENV } from '../support/lane-chromium';
import { LaneChromiumGoneError } from '../support/lane-chromium-gone-error';

/** Third-party keys the page gets in its runtime configuration (test keys; their calls are intercepted), staff's tokens, and the server's clock. */
export interface ServiceKeys {
  bugsnagApiKey?: string;
  mixpanelToken?: string;
  staffTokens?: Record<string, string>;
  now?: () => Date;
}

/** The server on a free loopback port with a fresh migrated database, serving the built app. */
export async function startServer(flagOverrides: Record<string, boolean> = {}, keys: ServiceKeys = {}): Promise<{ app: FastifyInstance; db: Database; url: string }> {
  const db = await openTestDatabase();
  const distDir = path.resolve(__dirname, '../../dist');
  const { now, ...config } = keys;
  const app = await buildApp({ db, flow: loadFlow(onboarding), logger: e2eLogFile(), ...(now ? { now } : {}), config: { flagOverrides, cookieSecure: false, appHost: 'https://app.test', distDir, ...config } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, db, url: `http://127.0.0.1:${port}` };
}

/**
 * Headless Chromium with the flags this closed network needs: in the browser lane a connection to its one Chromium,
 * whose close() drops this file's contexts and pages and leaves the browser to the other files; elsewhere its own.
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = process.env[E2E_BROWSER_ENV];
  if (!endpoint) return chromium.launch(CHROMIUM_LAUNCH);
  try {
    // A refused or closed socket fails at once; the limit is for a Chromium that hangs without exiting.
    return await chromium.connect(endpoint, { timeout: 30_000 });
  } catch (cause) {
    throw new LaneChromiumGoneError(endpoint, cause);
  }
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
