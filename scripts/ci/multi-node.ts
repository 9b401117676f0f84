import fs from 'fs';
import net from 'net';
import os from 'os';
import path from 'path';
import { Client } from 'pg';
import { buildServer } from '../build/build-server';
import { RATE_LIMITS } from '../../src/server/limits/rate-limits';
import { startNode, stop, waitFor, type ApiNode } from '../../test/nodes/api-nodes';
import { startNginx } from '../../test/nodes/nginx-proxy';
import { newTally } from '../../test/nodes/proxy-client';
import { proxyMember, type AcknowledgedSave } from '../../test/nodes/proxy-members';
import { rateLimitChecks } from '../../test/nodes/rate-limit-checks';

/**
 * The multi-node lane (`npm run test:nodes`, inside scripts/ci/with-postgres.sh): three API nodes start at once
 * on one empty PostgreSQL behind nginx; members enrol through the proxy while one node is killed with
 * SIGKILL; then the acknowledged saves, the sessions, the migrations and the rate limits are checked.
 */
const MEMBERS = 40;
const PAUSE_MS = 60;
const DEADLINE_MS = 170_000;
const MIGRATIONS = fs.readdirSync(path.join(__dirname, '../../src/server/db/migrations')).filter((f) => f.endsWith('.sql'));

const results: { name: string; ok: boolean; detail: string }[] = [];
const check = (name: string, ok: boolean, detail = '') => {
  results.push({ name, ok, detail });
  console.log(`${ok ? '  ✓' : '  ✕'} ${name}${detail ? ` (${detail})` : ''}`);
};

const freePort = () => new Promise<number>((resolve, reject) => {
  const server = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = server.address() as net.AddressInfo;
    server.close(() => resolve(port));
  }).on('error', reject);
});

async function main(): Promise<void> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) throw new Error('TEST_DATABASE_URL is not set; run through scripts/ci/with-postgres.sh (npm run test:nodes).');
  const began = Date.now();
  const pg = new Client({ connectionString: databaseUrl });
  await pg.connect();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'onboarding-nodes-'));
  fs.chmodSync(dir, 0o755);
  const dist = path.join(dir, 'dist');
  fs.mkdirSync(dist);
  // The nodes serve only the API here; the page template needs just its runtime-config slot.
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>nodes lane</title><script id="runtime-config" type="application/json">{}</script>');
  const nodes: ApiNode[] = [];
  let nginx: ReturnType<typeof startNginx> | undefined;
  const cleanup = async () => {
    await Promise.all([...nodes.map((node) => stop(node.process)), ...(nginx ? [stop(nginx)] : [])]);
    await pg.end().catch(() => undefined);
  };
  const deadline = setTimeout(() => {
    console.error(`multi-node lane: over ${DEADLINE_MS / 1000} s; stopping.`);
    void cleanup().finally(() => process.exit(1));
  }, DEADLINE_MS);
  try {
    const untouched = (await pg.query<{ t: string | null }>("select to_regclass('schema_migrations')::text as t")).rows[0]?.t;
    check('the database starts empty', untouched === null);

    // The nodes run the compiled server, as production does, built from this checkout's sources.
    await buildServer();
    const ports = [await freePort(), await freePort(), await freePort()];
    const staffToken = 'nodes-lane-staff-token-0123456789';
    const env = { DATABASE_URL: databaseUrl, TRUST_PROXY: '127.0.0.1', DIST_DIR: dist, STAFF_TOKENS: `ops:${staffToken}` };
    nodes.push(...ports.map((port, i) => startNode(`node${i + 1}`, port, env, dir)));
    // Ready, not only live: a starting node answers /healthz before its app is built (src/server/http/starting-server.ts).
    const ready = await Promise.all(nodes.map((node) => waitFor(`http://127.0.0.1:${node.port}/readyz`, 60_000, () => node.exited !== undefined)));
    const started = Date.now() - began;
    check('three nodes started at once are all healthy', ready.every(Boolean), `${ready.filter(Boolean).length}/3 in ${started} ms${nodes.filter((n) => n.exited).map((n) => `; ${n.name} ${n.exited ?? ''}: ${fs.readFileSync(n.logFile, 'utf8').slice(-400)}`).join('')}`);
    const migrations = (await pg.query<{ name: string; n: number }>('select name, count(*)::int as n from schema_migrations group by name order by name')).rows;
    check('every migration ran exactly once', migrations.length === MIGRATIONS.length && migrations.every((m, i) => m.n === 1 && m.name === MIGRATIONS[i]), `${migrations.length} of ${MIGRATIONS.length} recorded`);
    if (!ready.every(Boolean)) return;

    const proxyPort = await freePort();
    nginx = startNginx(dir, proxyPort, ports);
    const base = `http://127.0.0.1:${proxyPort}`;
    check('nginx answers in front of the nodes', await waitFor(`${base}/healthz`, 15_000, () => nginx?.exitCode !== null), fs.existsSync(path.join(dir, 'nginx-error.log')) ? fs.readFileSync(path.join(dir, 'nginx-error.log'), 'utf8').slice(-300) : '');

    const tally = newTally();
    const acknowledged: AcknowledgedSave[] = [];
    const victim = nodes[1];
    const killAt = Math.floor((MEMBERS * 11) / 3);
    let killedAfter = -1;
    const watcher = setInterval(() => {
      if (killedAfter < 0 && acknowledged.length >= killAt) {
        killedAfter = acknowledged.length;
        victim.process.kill('SIGKILL');
      }
    }, 10);
    const driveStart = Date.now();
    const members = await Promise.all(Array.from({ length: MEMBERS }, (_, i) => proxyMember(base, tally, i, acknowledged, PAUSE_MS)));
    clearInterval(watcher);
    const driveMs = Date.now() - driveStart;
    const failuresAtKill = tally.failures;

    const perNode = ports.map((port) => tally.byNode.get(`127.0.0.1:${port}`) ?? 0);
    console.log(`  requests per node: ${perNode.map((n, i) => `node${i + 1} ${n}`).join(', ')}; proxy retries ${tally.proxyRetries}, client-seen failures ${failuresAtKill}, gave up ${tally.gaveUp}; ${tally.requests} requests in ${driveMs} ms`);
    check('members were spread over all three nodes', perNode.every((n) => n > 0), perNode.join('/'));
    check(`${victim.name} was killed with SIGKILL mid-run`, killedAfter > 0 && victim.exited === 'SIGKILL', `after ${killedAfter} of ${MEMBERS * 11} saves`);
    const stored = new Set((await pg.query<{ k: string }>("select enrolment_id || '/' || step_id as k from step_answers")).rows.map((r) => r.k));
    const lost = acknowledged.filter((a) => !stored.has(`${a.enrolmentId}/${a.stepId}`));
    console.log(`  saves acknowledged ${acknowledged.length}, stored ${acknowledged.length - lost.length}, lost ${lost.length}`);
    check('0 acknowledged saves lost', lost.length === 0 && acknowledged.length >= MEMBERS * 11, `${lost.length} lost of ${acknowledged.length}`);
    const problems = members.flatMap((m) => m.problems);
    const victimAddress = `127.0.0.1:${victim.port}`;
    const continued = members.filter((m) => m.submitted && m.nodes.includes(victimAddress)).length;
    const submitted = (await pg.query<{ n: number }>("select count(*)::int as n from enrolments where status = 'submitted'")).rows[0]?.n;
    check(`all ${MEMBERS} members enrolled, none gave up`, problems.length === 0 && tally.gaveUp === 0 && submitted === MEMBERS, `${submitted} submitted; ${problems.slice(0, 5).join(', ')}`);
    check('sessions served by the killed node continued on the others', continued > 0, `${continued} members`);

    await rateLimitChecks({ base, direct: `http://127.0.0.1:${nodes[0].port}`, staffToken, limits: RATE_LIMITS, check });
  } finally {
    clearTimeout(deadline);
    await cleanup();
    fs.rmSync(dir, { recursive: true, force: true });
    const failed = results.filter((r) => !r.ok).length;
    console.log(`multi-node lane: ${((Date.now() - began) / 1000).toFixed(1)} s`);
    console.log(`Tests: ${results.length - failed} passed, ${failed} failed, ${results.length} total`);
    process.exitCode = failed > 0 ? 1 : 0;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
