import fs from 'fs';
import os from 'os';
import path from 'path';
import { Client } from 'pg';
import { buildServer } from '../build/build-server';
import { clinicBurst, mixedBurst } from '../../test/faults/burst-faults';
import { connectionFault } from '../../test/faults/connection-fault';
import { deployFault } from '../../test/faults/deploy-fault';
import { startCluster, type FaultCluster } from '../../test/faults/fault-cluster';
import type { FaultRow } from '../../test/faults/fault-row';
import { hoardingFault } from '../../test/faults/hoarding-fault';
import { LANE_LOG_KEY, logFloodFault } from '../../test/faults/log-flood-fault';
import { newerNodeTree } from '../../test/faults/newer-node-tree';
import { pausedNodeFault } from '../../test/faults/paused-node-fault';
import { postgresRestartFault } from '../../test/faults/postgres-restart-fault';
import { startPrivatePostgres, type PrivatePostgres } from '../../test/support/private-postgres';

/**
 * The fault lane (`npm run test:faults`): three nodes behind nginx on a PostgreSQL with production's durability
 * settings, the default rate limits, and one fault after another: the clinic burst, a mixed burst, held connections,
 * a log flood, slot hoarding, a PostgreSQL restart under load and a rolling deploy mid-journey. Prints, per fault,
 * the acknowledged saves, those lost (must be 0), the 5xx (must be 0; a 503 while the database is down is the
 * promised answer) and an untouched client's /healthz p99 during the fault. `FAULTS=clinic,rolling` runs only those.
 */
const DEADLINE_MS = 600_000;

const fixed = (n: number) => (Number.isFinite(n) ? `${Math.round(n)} ms` : 'n/a');

function printTable(rows: FaultRow[]): void {
  console.log('\n| fault | acknowledged saves | lost | 5xx (not 503) | 503 | /healthz p99 | what else |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.fault} | ${r.acknowledged} | ${r.lost} | ${r.serverErrors} | ${r.unavailable} | ${fixed(r.healthP99)} | ${r.detail} |`);
}

async function main(): Promise<void> {
  const began = Date.now();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'onboarding-faults-'));
  fs.chmodSync(dir, 0o755);
  let server: PrivatePostgres | undefined;
  let cluster: FaultCluster | undefined;
  let pg: Client | undefined;
  const rows: FaultRow[] = [];
  const deadline = setTimeout(() => {
    console.error(`fault lane: over ${DEADLINE_MS / 1000} s; stopping.`);
    process.exit(1);
  }, DEADLINE_MS);
  const connect = async () => {
    const client = new Client({ connectionString: server?.url });
    await client.connect();
    return client;
  };
  try {
    server = await startPrivatePostgres();
    const newer = newerNodeTree(dir);
    // The nodes run the compiled server, as production does: this checkout's, and the newer copy's for the deploy.
    await buildServer();
    await buildServer(path.join(newer, 'build', 'server'), newer);
    cluster = await startCluster(dir, { DATABASE_URL: server.url, LOG_API_KEY: LANE_LOG_KEY });
    pg = await connect();
    // FAULTS=clinic,deploy runs only those (while working on one); the lane runs them all.
    const only = process.env.FAULTS?.split(',').map((name) => name.trim());
    const run = async (name: string, fault: () => Promise<FaultRow>) => {
      if (only && !only.some((o) => name.startsWith(o))) return;
      const t0 = Date.now();
      const row = await fault();
      rows.push(row);
      console.log(`  ${name}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    };
    await run('clinic', () => clinicBurst(cluster!, pg!));
    await run('mixed burst', () => mixedBurst(cluster!, pg!));
    await run('held connections', () => connectionFault(cluster!));
    await run('log flood', () => logFloodFault(cluster!));
    await run('hoarding', () => hoardingFault(cluster!));
    await run('paused node', () => pausedNodeFault(cluster!, pg!));
    await pg.end();
    pg = undefined;
    await run('PostgreSQL restart', () => postgresRestartFault(cluster!, connect, server!, 14));
    pg = await connect();
    await run('rolling deploy', () => deployFault(cluster!, pg!, newer, 14));
  } finally {
    clearTimeout(deadline);
    printTable(rows);
    const results = rows.flatMap((r) => [
      { name: `${r.fault}: 0 acknowledged saves lost`, ok: r.lost === 0, detail: `${r.lost}` },
      { name: `${r.fault}: 0 × 5xx other than 503`, ok: r.serverErrors === 0, detail: `${r.serverErrors}` },
      ...(r.fault.startsWith('PostgreSQL') ? [] : [{ name: `${r.fault}: no 503 while the database is up`, ok: r.unavailable === 0, detail: `${r.unavailable}` }]),
      ...r.checks.map((c) => ({ ...c, name: `${r.fault}: ${c.name}` })),
    ]);
    console.log('');
    for (const r of results) console.log(`${r.ok ? '  ✓' : '  ✕'} ${r.name}${r.ok || !r.detail ? '' : ` (${r.detail})`}`);
    await pg?.end().catch(() => undefined);
    await cluster?.close();
    server?.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
    const failed = results.filter((r) => !r.ok).length + (!process.env.FAULTS && rows.length < 8 ? 1 : 0);
    console.log(`fault lane: ${((Date.now() - began) / 1000).toFixed(1)} s`);
    console.log(`Tests: ${results.length - failed} passed, ${failed} failed, ${results.length} total`);
    process.exitCode = failed > 0 ? 1 : 0;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
