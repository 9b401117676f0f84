import { spawn } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { BUILD_LOCK, BuildLockTimeoutError, withBuildLock } from './build-lock';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-lock-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/**
 * A process of its own that builds `root` the way `npm start` and the dist tests do: a target whose build takes a
 * second, records that it ran and writes its marker. Answers the process's output when it ends.
 */
function buildInAnotherProcess(): Promise<string> {
  const code = `
    const fs = require('fs'); const path = require('path');
    const { buildIfStale } = require(${JSON.stringify(path.join(__dirname, 'build-if-stale.ts'))});
    const root = ${JSON.stringify(root)};
    buildIfStale(root, [{ name: 'page', script: 'build:page', marker: 'dist/marker', sources: ['src'] }], () => {
      fs.appendFileSync(path.join(root, 'runs'), process.pid + '\\n');
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1000);
      fs.mkdirSync(path.join(root, 'dist'), { recursive: true });
      fs.writeFileSync(path.join(root, 'dist/marker'), 'built');
    });`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '-e', code], { cwd: path.resolve(__dirname, '../..') });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (status) => (status === 0 ? resolve(out) : reject(new Error(`build process exited ${String(status)}: ${out}`))));
  });
}

describe('one build at a time in a checkout', () => {
  it('two processes that find dist/ missing at once build it once; the other waits and finds it up to date', async () => {
    fs.mkdirSync(path.join(root, 'src'));
    fs.writeFileSync(path.join(root, 'src/app.ts'), '');
    fs.utimesSync(path.join(root, 'src/app.ts'), 1000, 1000);
    expect(fs.existsSync(path.join(root, 'dist'))).toBe(false);
    const outputs = await Promise.all([buildInAnotherProcess(), buildInAnotherProcess()]);
    expect(fs.readFileSync(path.join(root, 'runs'), 'utf8').trim().split('\n')).toHaveLength(1);
    expect(outputs.filter((out) => out.includes('page: up to date'))).toHaveLength(1);
    expect(fs.existsSync(path.join(root, BUILD_LOCK))).toBe(false);
  }, 60_000);

  it('takes over the lock of a process that died mid-build', () => {
    fs.mkdirSync(path.join(root, BUILD_LOCK), { recursive: true });
    // A pid no process has: the kernel's pid_max is far below it.
    fs.writeFileSync(path.join(root, BUILD_LOCK, 'pid'), '2147483646');
    expect(withBuildLock(root, () => 'built', { timeoutMs: 1000 })).toBe('built');
    expect(fs.existsSync(path.join(root, BUILD_LOCK))).toBe(false);
  });

  it('gives up on a live holder after the timeout, naming it and how to clear a lock no build holds', () => {
    fs.mkdirSync(path.join(root, BUILD_LOCK), { recursive: true });
    fs.writeFileSync(path.join(root, BUILD_LOCK, 'pid'), String(process.ppid));
    const lines: string[] = [];
    const attempt = () => withBuildLock(root, () => 'built', { timeoutMs: 300, log: (line) => lines.push(line) });
    expect(attempt).toThrow(BuildLockTimeoutError);
    expect(attempt).toThrow(`process ${process.ppid} runs (lock ${BUILD_LOCK})`);
    expect(attempt).toThrow(`delete ${BUILD_LOCK}`);
    expect(lines[0]).toBe(`waiting for the build that process ${process.ppid} runs`);
  });

  it('releases the lock when the build fails, so the next command can build', () => {
    expect(() => withBuildLock(root, () => { throw new Error('webpack failed'); })).toThrow('webpack failed');
    expect(fs.existsSync(path.join(root, BUILD_LOCK))).toBe(false);
    expect(withBuildLock(root, () => 'built')).toBe('built');
  });
});
