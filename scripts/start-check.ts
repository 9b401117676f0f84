/**
 * CI's check of the README's first command on its clean checkout: `npm start` becomes healthy (building what is
 * missing, under the build lock beside the other track), a second `npm start` of the built checkout is healthy within
 * START_SECONDS whatever the machine's load, each stops on SIGTERM, and the checkout's `git status` is as clean
 * afterwards as before (no start rewrites a tracked file). Prints the seconds of each start.
 */
import { spawn, spawnSync } from 'child_process';
import net from 'net';
import path from 'path';

const root = path.resolve(__dirname, '..');
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

async function healthy(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(2000) })).status === 200;
  } catch {
    return false;
  }
}

/** Runs `npm start` until /healthz answers 200, then stops it; answers the seconds it took, or throws with its output. */
async function start(limitSeconds: number): Promise<number> {
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
    while (!(await healthy(port))) {
      if (exited !== undefined) throw new Error(`npm start exited ${String(exited)} before /healthz answered 200:\n${output}`);
      if (Date.now() - began > limitSeconds * 1000) throw new Error(`npm start was not healthy within ${limitSeconds} s:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return (Date.now() - began) / 1000;
  } finally {
    // The whole group: npm, its shell and the server.
    if (exited === undefined) process.kill(-child.pid!, 'SIGTERM');
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (exited === undefined) process.kill(-child.pid!, 'SIGKILL');
  }
}

async function main(): Promise<void> {
  const before = status();
  const first = await start(FIRST_START_SECONDS);
  console.log(`start-check: npm start healthy in ${first.toFixed(1)} s on this checkout (building what was missing)`);
  const built = await start(START_SECONDS);
  console.log(`start-check: npm start healthy in ${built.toFixed(1)} s once built (limit ${START_SECONDS} s; load ${(await import('os')).loadavg()[0].toFixed(1)})`);
  const after = status();
  if (after !== before) throw new Error(`npm start changed the checkout; expected git status as before.\nbefore:\n${before || '(clean)\n'}after:\n${after}`);
  console.log(`start-check: git status unchanged (${before === '' ? 'clean' : 'as before'})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
