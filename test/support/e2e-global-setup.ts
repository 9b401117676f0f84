import fs from 'fs';
import os from 'os';
import path from 'path';
import createPgliteTemplate from './pglite-template';
import { E2E_DATA_ENV, E2E_OUTER_TMPDIR_ENV } from './e2e-data-dir';
import { startLaneChromium } from './lane-chromium';
import { builtDist } from './built-dist';

/**
 * The browser lane's global setup: empties the log folder unless told to keep it (the final scan reads this run's
 * logs only), makes the lane's own temporary folder (removed at teardown), the migrated archive every server's
 * in-memory database starts from, and the lane's one Chromium, which every test file connects to instead of launching
 * its own (a launch costs about a second of CPU). That folder is the temporary folder of every process the lane starts
 * (Jest's workers, test files, servers, Chromium), so whatever they leave goes with it.
 */
export default async function e2eGlobalSetup(): Promise<void> {
  // Every file serves the built page: built here once when missing or stale (waiting for a build another process runs).
  builtDist();
  const logs = process.env.E2E_LOG_DIR ?? path.join(os.tmpdir(), 'onboarding-e2e-logs');
  // The lane's closing log scan runs as a second Jest run over the logs the parallel first run left.
  if (!process.env.E2E_KEEP_LOGS) fs.rmSync(logs, { recursive: true, force: true });
  fs.mkdirSync(logs, { recursive: true });
  // Named for the workers too: their os.tmpdir() is the lane's own folder below, which goes at teardown.
  process.env.E2E_LOG_DIR = logs;
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'onboarding-e2e-data-'));
  process.env[E2E_DATA_ENV] = data;
  await createPgliteTemplate();
  // After the archive, which the teardown removes itself; Node and Chromium read TMPDIR for os.tmpdir() and profiles.
  process.env[E2E_OUTER_TMPDIR_ENV] = process.env.TMPDIR ?? '';
  process.env.TMPDIR = data;
  await startLaneChromium();
}
