import type { AddressInfo } from 'net';
import { execFile } from 'child_process';
import { promisify } from 'util';
import path from 'path';
import onboarding from '../../flows/onboarding.json';
import { loadFlow } from '../../src/flow/load-flow';
import { buildApp } from '../../src/server/http/app';
import { openTestDatabase } from '../../test/support/test-database';
import type { ClinicLoad } from './bench-clinic-load';

/** The clinic the rate limits are sized for: this many members behind one address. */
export const CLINIC_MEMBERS = 30;
/** The burst's time budget: members still walking when it runs out are counted as not enrolled. */
const CLINIC_BUDGET_MS = 120_000;

/**
 * The clinic burst: `members` members behind one address (all from 127.0.0.1) walk the whole journey at
 * the same moment over real HTTP against a listening app with the default rate limits, not scaled. It runs
 * on a database of its own, so that the requests the other rows made from the same address do not count
 * against the clinic's limits.
 */
export async function clinicBurst(members = CLINIC_MEMBERS): Promise<ClinicLoad> {
  const db = await openTestDatabase();
  const app = await buildApp({
    db, flow: loadFlow(onboarding), serveApp: false, rateLimit: true,
    config: { flagOverrides: {}, cookieSecure: false, appHost: 'https://app.test', distDir: '/none' },
  });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(__dirname, 'bench-clinic-load.ts'), JSON.stringify({ base: `http://127.0.0.1:${port}`, members, budgetMs: CLINIC_BUDGET_MS })],
      // The client stops by itself at its budget; this only ends a client that hangs past it.
      { timeout: CLINIC_BUDGET_MS + 30_000 },
    );
    return JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as ClinicLoad;
  } finally {
    await app.close();
    await db.close();
  }
}

/** The clinic's non-2xx answers as `429×3 500×1` (0 is a request that got no answer), or `none`. */
export const non2xxText = (load: ClinicLoad) => Object.entries(load.non2xx).sort(([a], [b]) => Number(a) - Number(b)).map(([status, n]) => `${status}×${n}`).join(' ') || 'none';
