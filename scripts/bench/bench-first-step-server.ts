import fs from 'fs';
import os from 'os';
import path from 'path';
import type { AddressInfo } from 'net';
import onboarding from '../../flows/onboarding.json';
import { loadFlow } from '../../src/flow/load-flow';
import { buildApp } from '../../src/server/http/app';
import { openDatabase } from '../../src/server/db/open-database';

/** The real server (buildApp) on a throw-away PGlite and a free loopback port, serving the built app from `distDir`. */
export async function startBenchServer(distDir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-first-step-'));
  const db = await openDatabase({ dataDir });
  // Rate limits off: the bench loads the page dozens of times from one address.
  const app = await buildApp({ db, flow: loadFlow(onboarding), rateLimit: false, config: { flagOverrides: {}, cookieSecure: false, appHost: 'https://app.test', distDir } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
