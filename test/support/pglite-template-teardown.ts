import fs from 'fs';
import path from 'path';
import { PGLITE_TEMPLATE_ENV } from './pglite-template';

/** Jest's global teardown: removes the migrated PGlite archive the global setup wrote. */
export default async function removePgliteTemplate(): Promise<void> {
  const file = process.env[PGLITE_TEMPLATE_ENV];
  if (file) fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
