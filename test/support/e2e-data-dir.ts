import fs from 'fs';
import os from 'os';
import path from 'path';
import { openDatabase } from '../../src/server/db/open-database';
import type { Database } from '../../src/server/db/database';
import { PGLITE_TEMPLATE_ENV } from './pglite-template';

/** The environment variable naming the folder that holds every browser-lane server's PGlite data for one run. */
export const E2E_DATA_ENV = 'ONBOARDING_E2E_DATA_DIR';

/** The environment variable keeping the machine's TMPDIR while the lane's data folder stands in for it. */
export const E2E_OUTER_TMPDIR_ENV = 'ONBOARDING_E2E_OUTER_TMPDIR';

/** A new, empty folder for one server's PGlite data, inside the run's data folder (removed at teardown). */
export function freshDataDir(prefix = 'server-'): string {
  const parent = process.env[E2E_DATA_ENV] ?? os.tmpdir();
  return fs.mkdtempSync(path.join(parent, prefix));
}

/** A migrated PGlite in `dataDir`, started from the run's migrated archive when there is one. */
export function openE2eDatabase(dataDir: string): Promise<Database> {
  const file = process.env[PGLITE_TEMPLATE_ENV];
  const template = file && fs.existsSync(file) && fs.readdirSync(dataDir).length === 0 ? new Blob([fs.readFileSync(file)]) : undefined;
  return openDatabase({ dataDir, pgliteStartFrom: template });
}
