/**
 * CI's check of the README's first command on its clean checkout: `npm start` becomes live and ready (building what
 * is missing, under the build lock beside the other track), a second `npm start` of the built checkout answers
 * liveness within START_SECONDS whatever the machine's load and readiness within READY_SECONDS, each stops on SIGTERM, and the checkout's `git status` is as clean
 * afterwards as before (no start rewrites a tracked file). Prints the seconds of each start.
 */
import { spawn, spawnSync } from 'child_process';
import net from 'net';
import path from 'path';

const root = path.resolve(__dirname, '../..');
/** How long a start of a built checkout may take to answer /healthz: seconds, not a build's minutes. */
export const START_SECONDS = Number(process.env.START_SECONDS ?? 20);
const FIRST_START_SECONDS = 15 * 60;

const freePort = () => new Promise<number>((resolve, reject) => {
  const server = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = server.address() as net.AddressInfo;
    server.close(() => resolve(port));
  }).on('error', reject);
});

const status = () => spawnSync('git', ['status', '--porcelain', '--untracked-files=all'], { cwd: root, encoding: 'utf8' }).stdout;

async function answers200(port: number, route: '/healthz' | '/readyz'): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}${route}`, { signal: AbortSignal.timeout(2000) })).status === 200;
  } catch {
    return false;
  }
}

/** How long a start of a built checkout may take to be ready (database open, app built) at CI's load. */
const READY_SECONDS = 180;

/**
 * Runs `npm start` until /healthz (live) and then /readyz (ready) answer 200, then stops it; answers the seconds each
 * took, or throws with its output.
 */
async function start(limitSeconds: number, readySeconds: number): Promise<{ live: number; ready: number }> {
  const port = await freePort();
  const began = Date.now();
  const child = spawn('npm', ['start'], { cwd: root, detached: true, env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' } });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited: number | null | undefined;
  const ended = new Promise<void>((resolve) => child.on('exit', (code) => ((exited = code), resolve())));
  try {
    const until = async (route: '/healthz' | '/readyz', seconds: number): Promise<number> => {
      while (!(await answers200(port, route))) {
        if (exited !== undefined) throw new Error(`npm start exited ${String(exited)} before ${route} answered 200:\n${output}`);
        if (Date.now() - began > seconds * 1000) throw new Error(`npm start did not answer ${route} 200 within ${seconds} s:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      return (Date.now() - began) / 1000;
    };
    const live = await until('/healthz', limitSeconds);
    return { live, ready: await until('/readyz', readySeconds) };
  } finally {
    // The whole group: npm, its shell and the server.
    if (exited === undefined) process.kill(-child.pid!, 'SIGTERM');
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (exited === undefined) process.kill(-child.pid!, 'SIGKILL');
  }
}

async function main(): Promise<void> {
  const before = status();
  const first = await start(FIRST_START_SECONDS, FIRST_START_SECONDS);
  console.log(`start-check: npm start live in ${first.live.toFixed(1)} s, ready in ${first.ready.toFixed(1)} s on this checkout (building what was missing)`);
  const built = await start(START_SECONDS, READY_SECONDS);
  console.log(`start-check: npm start live in ${built.live.toFixed(1)} s (limit ${START_SECONDS} s), ready in ${built.ready.toFixed(1)} s once built (load ${(await import('os')).loadavg()[0].toFixed(1)})`);
  const after = status();
  if (after !== before) throw new Error(`npm start changed the checkout; expected git status as before.\nbefore:\n${before || '(clean)\n'}after:\n${after}`);
  console.log(`start-check: git status unchanged (${before === '' ? 'clean' : 'as before'})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
