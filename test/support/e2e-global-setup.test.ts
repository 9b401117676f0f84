import fs from 'fs';
import os from 'os';
import path from 'path';
import { execFileSync } from 'child_process';
import e2eGlobalSetup from './e2e-global-setup';
import e2eGlobalTeardown from './e2e-global-teardown';
import { E2E_DATA_ENV } from './e2e-data-dir';
import { PGLITE_TEMPLATE_ENV } from './pglite-template';

const saved = { ...process.env };
const runTmp = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-setup-test-'));

afterAll(() => {
  process.env = saved;
  fs.rmSync(runTmp, { recursive: true, force: true });
});

test('a temporary folder any browser-lane process makes the usual way is gone after the lane', async () => {
  // The lane's own temporary folder stands in for the machine's, so the test sees exactly what the lane leaves.
  process.env.TMPDIR = runTmp;
  process.env.E2E_LOG_DIR = path.join(runTmp, 'logs');
  delete process.env[E2E_DATA_ENV];
  delete process.env[PGLITE_TEMPLATE_ENV];
  // Not the migrated archive (seconds of CPU, and its own tests): with a PostgreSQL named, the setup makes none.
  process.env.TEST_DATABASE_URL = 'postgres://unused.invalid/';
  expect(fs.readdirSync(runTmp)).toEqual([]);

  await e2eGlobalSetup();
  // A Jest worker, a browser or a test file inherits the environment the setup leaves and makes its own folder.
  const made = execFileSync(process.execPath, ['-e', "const fs = require('fs'), os = require('os'), path = require('path'); const d = fs.mkdtempSync(path.join(os.tmpdir(), 'console-e2e-')); fs.writeFileSync(path.join(d, 'PG_VERSION'), '17'); process.stdout.write(d)"], { env: process.env }).toString();
  expect(fs.existsSync(made)).toBe(true);
  await e2eGlobalTeardown();

  expect(fs.existsSync(made)).toBe(false);
  expect(fs.readdirSync(runTmp).sort()).toEqual(['logs']);
  expect(process.env.TMPDIR).toBe(runTmp);
}, 60_000);
