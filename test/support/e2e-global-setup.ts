import fs from 'fs';
import os from 'os';
import path from 'path';
import createPgliteTemplate from './pglite-template';
import { E2E_DATA_ENV } from './e2e-data-dir';

/**
 * The browser lane's global setup: empties the log folder unless told to keep it (the final scan reads this run's
 * logs only), makes one folder for every server's PGlite data (removed at teardown) and the migrated archive those
 * databases start from.
 */
export default async function e2eGlobalSetup(): Promise<void> {
  const logs = process.env.E2E_LOG_DIR ?? path.join(os.tmpdir(), 'onboarding-e2e-logs');
  // The lane's closing log scan runs as a second Jest run over the logs the parallel first run left.
  if (!process.env.E2E_KEEP_LOGS) fs.rmSync(logs, { recursive: true, force: true });
  fs.mkdirSync(logs, { recursive: true });
  process.env[E2E_DATA_ENV] = fs.mkdtempSync(path.join(os.tmpdir(), 'onboarding-e2e-data-'));
  await createPgliteTemplate();
}
