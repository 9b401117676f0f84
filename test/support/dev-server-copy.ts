import fs from 'fs';
import os from 'os';
import path from 'path';
import type { Browser } from 'playwright-core';
import { startDevServer, type DevServer } from '../../scripts/dev/dev-server';
import type { Database } from '../../src/server/db/database';
import { launchBrowser } from '../e2e/browser';
import { openTestDatabase } from './test-database';

const root = path.resolve(__dirname, '../..');

/** `npm run dev` on a temporary copy of flows/ and locales/, which a browser test edits as an editor would. */
export interface DevServerCopy {
  tmp: string;
  flowFile: string;
  localesDir: string;
  /** Starts the dev server on the copy (a database of its own) and a browser. */
  start(): Promise<{ db: Database; dev: DevServer; browser: Browser }>;
  /** Stops what start() began and removes the copy. */
  stop(): Promise<void>;
}

/** Copies the shipped flow and locales into a new temporary folder named with `prefix`. */
export function devServerCopy(prefix: string): DevServerCopy {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const flowFile = path.join(tmp, 'flows/onboarding.json');
  const localesDir = path.join(tmp, 'locales');
  let started: { db: Database; dev: DevServer; browser: Browser } | undefined;
  let db: Database | undefined;
  let dev: DevServer | undefined;
  return {
    tmp,
    flowFile,
    localesDir,
    start: async () => {
      fs.mkdirSync(path.dirname(flowFile), { recursive: true });
      fs.copyFileSync(path.join(root, 'flows/onboarding.json'), flowFile);
      fs.cpSync(path.join(root, 'locales'), localesDir, { recursive: true });
      db = await openTestDatabase();
      dev = await startDevServer({ flowFile, localesDir, distDir: path.join(tmp, 'dist'), db, port: 0, config: { flagOverrides: {}, cookieSecure: false, appHost: 'https://app.test' } });
      started = { db, dev, browser: await launchBrowser() };
      return started;
    },
    stop: async () => {
      await started?.browser.close();
      await dev?.close();
      await db?.close();
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}
