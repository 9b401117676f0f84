import { spawn, type ChildProcess } from 'child_process';
import fs from 'fs';
import net from 'net';
import path from 'path';
import { buildServer } from '../../scripts/build/build-server';

// The compiled server as `npm run serve` runs it, two folders below the checkout like build/server/, so it finds
// dist/ and locales/ as in production.
const root = path.resolve(__dirname, '../..');
const out = fs.mkdtempSync(path.join(root, 'build', 'start-test-'));
let database: net.Server;
let databaseUrl: string;
const children: ChildProcess[] = [];
const sockets: net.Socket[] = [];

beforeAll(async () => {
  await buildServer(out);
  // A database that accepts connections and never answers: the node can never finish starting.
  database = net.createServer((socket) => void sockets.push(socket)).listen(0, '127.0.0.1');
  await new Promise((resolve) => database.once('listening', resolve));
  databaseUrl = `postgres://nobody:secret@127.0.0.1:${(database.address() as net.AddressInfo).port}/onboarding?connect_timeout=0`;
}, 120_000);
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => database.close(resolve));
  fs.rmSync(out, { recursive: true, force: true });
});

const freePort = () => new Promise<number>((resolve) => {
  const server = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = server.address() as net.AddressInfo;
    server.close(() => resolve(port));
  });
});

async function firstAnswer(url: string, withinMs: number): Promise<Response> {
  const began = Date.now();
  for (;;) {
    try {
      return await fetch(url, { signal: AbortSignal.timeout(1000) });
    } catch (error) {
      if (Date.now() - began > withinMs) throw new Error(`${url} did not answer within ${withinMs} ms: ${String(error)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

describe('a node that is still starting', () => {
  it('answers liveness at once and tells every other caller to come back, before its database ever answers', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [path.join(out, 'main.js')], { cwd: root, env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATABASE_URL: databaseUrl, LOG_FORMAT: 'json' }, stdio: 'ignore' });
    children.push(child);
    const base = `http://127.0.0.1:${port}`;
    const live = await firstAnswer(`${base}/healthz`, 20_000);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok', db: 'postgres' });
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBe('1');
    expect(((await ready.json()) as { error: { code: string } }).error.code).toBe('starting');
    const save = await fetch(`${base}/member/enrolments`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(save.status).toBe(503);
    expect(save.headers.get('cache-control')).toBe('no-store');
    expect(child.exitCode).toBeNull();
  }, 60_000);
});
