/**
 * How long the built server takes from its process's start to its first `GET /healthz` 200, the promise being a few
 * seconds whatever the machine's load (docs/decisions/runtime-and-start.md). Each server gets its own throw-away
 * database, started once first (its migrations) and not counted. With `--baseline=<main.js>` an earlier build's
 * server runs in turn with this one, run by run, and its figure is printed beside.
 *
 *   npx tsx scripts/bench/bench-start.ts [--runs=5] [--busy=N] [--server=build/server/main.js] [--dist=dist]
 *                                  [--baseline=<main.js>] [--baseline-dist=<dist>]
 *
 * `--busy=N` runs N busy loops for the whole measure, as a loaded machine. A baseline's main.js must sit two folders
 * below a checkout (it reads `locales/` from there), e.g. build/baseline-server/main.js.
 */
import { spawn, type ChildProcess } from 'child_process';
import fs from 'fs';
import net from 'net';
import os from 'os';
import path from 'path';

const ROOT = path.resolve(__dirname, '../..');
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = Number(arg('runs') ?? 5);
const busy = Number(arg('busy') ?? 0);
const HEALTH_TIMEOUT_MS = 300_000;

interface Server { label: string; main: string; dist: string; dataDir: string; times: number[]; cpu: number[]; failures: string[] }
interface Start { ms: number; cpuMs: number }

const freePort = () => new Promise<number>((resolve, reject) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as net.AddressInfo;
    probe.close(() => resolve(port));
  }).on('error', reject);
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0];

/** The CPU time a process has used so far (Linux, 100 ticks a second), which a busy machine slows far less than the wall clock. */
function cpuMs(pid: number | undefined): number {
  if (pid === undefined) return NaN;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return NaN;
  }
}

/** A start that ended without a healthy server: what an on-call engineer would see, so it is counted, not fatal. */
class StartFailedError extends Error {
  override name = 'StartFailedError';
}

/** Milliseconds from spawning the server to its first /healthz 200, and its CPU time by then; the server is stopped after. */
async function startToHealthy(server: Server): Promise<Start> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['--enable-source-maps', server.main], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: server.dataDir, DIST_DIR: server.dist, DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let done = false;
  void exited.then(() => (done = true));
  try {
    while (performance.now() - started < HEALTH_TIMEOUT_MS) {
      if (done) throw new StartFailedError(`${server.label} exited before it was healthy: ${stderr.trim().split('\n').at(-1) ?? ''}`);
      const healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then((res) => res.status === 200, () => false);
      if (healthy) return { ms: performance.now() - started, cpuMs: cpuMs(child.pid) };
      await sleep(20);
    }
    throw new StartFailedError(`${server.label} was not healthy within ${HEALTH_TIMEOUT_MS / 1000} s.`);
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

function busyLoops(count: number): ChildProcess[] {
  return Array.from({ length: count }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  return `median ${seconds(sorted[Math.floor(sorted.length / 2)] ?? NaN)} (${seconds(sorted[0] ?? NaN)}–${seconds(sorted.at(-1) ?? NaN)})`;
}

async function main(): Promise<void> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-start-'));
  const server = (label: string, main: string, dist: string): Server => {
    if (!fs.existsSync(main)) throw new Error(`No built server at ${main}; run 'npm run build' (or give --server/--baseline).`);
    return { label, main: path.resolve(main), dist: path.resolve(dist), dataDir: path.join(scratch, label), times: [], cpu: [], failures: [] };
  };
  const servers = [server('this build', arg('server') ?? path.join(ROOT, 'build/server/main.js'), arg('dist') ?? path.join(ROOT, 'dist'))];
  const baseline = arg('baseline');
  if (baseline) servers.push(server('baseline', baseline, arg('baseline-dist') ?? arg('dist') ?? path.join(ROOT, 'dist')));
  const loops: ChildProcess[] = [];
  try {
    // The first start of each creates and migrates its database: not what a restart costs.
    for (const each of servers) await startToHealthy(each);
    loops.push(...busyLoops(busy));
    if (busy > 0) await sleep(5000);
    for (let run = 1; run <= runs; run += 1) {
      for (const each of servers) {
        const start = await startToHealthy(each).catch((error: unknown) => {
          if (!(error instanceof StartFailedError)) throw error;
          each.failures.push(error.message);
          console.log(`run ${run} ${error.message} (load ${load()})`);
          return undefined;
        });
        if (!start) continue;
        each.times.push(start.ms);
        each.cpu.push(start.cpuMs);
        console.log(`run ${run} ${each.label}: ${seconds(start.ms)}, CPU ${seconds(start.cpuMs)} (load ${load()})`);
      }
    }
  } finally {
    for (const loop of loops) loop.kill('SIGKILL');
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  console.log(`start to /healthz 200, ${runs} runs, ${busy} busy loops on ${os.cpus().length} cores:`);
  for (const each of servers) {
    const failed = each.failures.length > 0 ? `; ${each.failures.length} of ${runs} starts failed` : '';
    console.log(`  ${each.label.padEnd(10)} wall ${summary(each.times)}, CPU ${summary(each.cpu)}${failed}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
