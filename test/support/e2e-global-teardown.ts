import fs from 'fs';
import removePgliteTemplate from './pglite-template-teardown';
import { E2E_DATA_ENV } from './e2e-data-dir';

/** The browser lane's global teardown: removes every server's PGlite data and the migrated archive. */
export default async function e2eGlobalTeardown(): Promise<void> {
  const data = process.env[E2E_DATA_ENV];
  if (data) fs.rmSync(data, { recursive: true, force: true });
  await removePgliteTemplate();
}
