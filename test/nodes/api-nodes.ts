import { spawn, type ChildProcess } from 'child_process';
import fs from 'fs';
import path from 'path';

const ROOT = path.resolve(__dirname, '../..');

/** One API node: the compiled server (`build/server/main.js`) in its own process on a loopback port, its output in a file. */
export interface ApiNode {
  name: string;
  port: number;
  process: ChildProcess;
  logFile: string;
  /** The exit code or signal once the process ended. */
  exited?: string;
}

/**
 * Starts the compiled server as production runs it (`npm run serve`: plain node, so SIGKILL reaches the server
 * itself), listening on 127.0.0.1:`port`; `root` is the checkout it runs (another version's, in a deploy), whose
 * `build/server/main.js` the lane has compiled.
 */
export function startNode(name: string, port: number, env: Record<string, string>, dir: string, root = ROOT): ApiNode {
  const logFile = path.join(dir, `${name}.log`);
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--enable-source-maps', path.join('build', 'server', 'main.js')], {
    cwd: root, stdio: ['ignore', out, out],
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), ...env },
  });
  fs.closeSync(out);
  const node: ApiNode = { name, port, process: child, logFile };
  child.on('exit', (code, signal) => {
    node.exited = signal ?? `exit ${code ?? ''}`;
  });
  return node;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until GET `url` answers 200, at most `deadlineMs`; false when it never did or `gone()` says the process ended. */
export async function waitFor(url: string, deadlineMs: number, gone: () => boolean = () => false): Promise<boolean> {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until && !gone()) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return true;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  return false;
}

/** Stops a process that is still running (SIGTERM, then SIGKILL after `graceMs`). */
export async function stop(child: ChildProcess, graceMs = 3000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const ended = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await ended;
  clearTimeout(timer);
}
