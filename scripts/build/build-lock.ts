/**
 * One build at a time in a checkout: `npm start`, the tests that read `dist/` and every lane go through this lock, so
 * two of them started together (CI's two tracks, a developer's start beside a test run) never write `dist/` at once;
 * the one that waited then finds the build up to date and builds nothing.
 */
import fs from 'fs';
import path from 'path';

/** Where the lock lives: a folder, because creating one is atomic on every file system. */
export const BUILD_LOCK = 'build/.build-lock';

/** Raised when another build holds the lock for longer than a build can take. */
export class BuildLockTimeoutError extends Error {
  constructor(lock: string, holder: string, seconds: number) {
    super(`Waited ${seconds} s for the build that process ${holder} runs (lock ${lock}); expected it to end within that. If no build is running, delete ${lock} and run the command again.`);
    this.name = 'BuildLockTimeoutError';
  }
}

const pause = new Int32Array(new SharedArrayBuffer(4));
const sleep = (ms: number) => Atomics.wait(pause, 0, 0, ms);

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(lock: string): string {
  try {
    return fs.readFileSync(path.join(lock, 'pid'), 'utf8').trim();
  } catch {
    return '';
  }
}

/** Runs `work` holding the checkout's build lock, waiting (synchronously) while another live process holds it. */
export function withBuildLock<T>(root: string, work: () => T, opts: { timeoutMs?: number; log?: (line: string) => void } = {}): T {
  const lock = path.join(root, BUILD_LOCK);
  const timeoutMs = opts.timeoutMs ?? 15 * 60_000;
  const began = Date.now();
  let told = false;
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = holderOf(lock);
    const pid = Number(holder);
    // A holder that died (killed mid-build) leaves its folder; one still writing its pid is given a moment.
    if (holder !== '' && !alive(pid)) {
      fs.rmSync(lock, { recursive: true, force: true });
      continue;
    }
    if (Date.now() - began > timeoutMs) throw new BuildLockTimeoutError(path.relative(root, lock), holder || 'unknown', Math.round(timeoutMs / 1000));
    if (!told && holder !== '') {
      (opts.log ?? console.log)(`waiting for the build that process ${holder} runs`);
      told = true;
    }
    sleep(200);
  }
  fs.writeFileSync(path.join(lock, 'pid'), String(process.pid));
  try {
    return work();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}
