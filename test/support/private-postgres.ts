import { execFileSync } from 'child_process';
import fs from 'fs';
import net from 'net';
import os from 'os';
import path from 'path';

/** A PostgreSQL server of this test file alone, with the default (production) durability, that a test may stop and start again. */
export interface PrivatePostgres {
  url: string;
  /** Stops the server as an operator would (`pg_ctl stop -m fast`): open connections are ended with 57P01. */
  stop(): void;
  start(): void;
  /** Stops the server and removes its files. */
  destroy(): void;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const binDir = (): string => {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(a) - Number(b)) : [];
  const latest = versions.at(-1);
  if (!latest) throw new Error('PostgreSQL is not installed: apt-get install -y postgresql (.ci/run does this).');
  return path.join(root, latest, 'bin');
};

/** initdb and start a server on a free port; as root, the server runs as the postgres user (it refuses root). */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'onboarding-private-pg.'));
  fs.chmodSync(dir, 0o755);
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  const run = (tool: string, args: string[]) =>
    execFileSync(asRoot ? 'runuser' : path.join(bin, tool), asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args, { stdio: 'ignore' });
  const port = await freePort();
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    destroy: () => {
      try {
        stop();
      } catch {
        // Already stopped by the test.
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
