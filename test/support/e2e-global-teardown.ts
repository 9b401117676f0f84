import fs from 'fs';
import removePgliteTemplate from './pglite-template-teardown';
import { E2E_DATA_ENV, E2E_OUTER_TMPDIR_ENV } from './e2e-data-dir';
import { stopLaneChromium } from './lane-chromium';

/** The browser lane's global teardown: stops its Chromium, removes its temporary folder (whatever its processes left) and the archive. */
export default async function e2eGlobalTeardown(): Promise<void> {
  // First: its profile lies in the folder removed below.
  await stopLaneChromium();
  const data = process.env[E2E_DATA_ENV];
  if (data) fs.rmSync(data, { recursive: true, force: true });
  const outer = process.env[E2E_OUTER_TMPDIR_ENV];
  if (outer !== undefined) {
    if (outer) process.env.TMPDIR = outer;
    else delete process.env.TMPDIR;
    delete process.env[E2E_OUTER_TMPDIR_ENV];
  }
  await removePgliteTemplate();
}
