import { execFileSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';

/** A throw-away PostgreSQL server with the durability settings production runs with (fsync on, full page writes). */
export interface PostgresServer {
  url: string;
  stop: () => void;
  start: () => void;
  /** Stops and removes the server's files. */
  remove: () => void;
}

const pgBin = () => {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(a) - Number(b)) : [];
  if (versions.length === 0) throw new Error('PostgreSQL is not installed: apt-get install -y postgresql (.ci/run does this).');
  return path.join(root, versions[versions.length - 1], 'bin');
};

/** Runs a PostgreSQL tool as the postgres user when this process is root (initdb refuses root). */
function asPostgres(tool: string, args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  execFileSync(asRoot ? 'runuser' : tool, asRoot ? ['-u', 'postgres', '--', tool, ...args] : args, { stdio: ['ignore', 'ignore', 'inherit'] });
}

/** Creates and starts a server on `port` (loopback only), with PostgreSQL's default durability. */
export function startPostgres(port: number): PostgresServer {
  const bin = pgBin();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'onboarding-faults-pg-'));
  fs.chmodSync(dir, 0o755);
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
  const data = path.join(dir, 'data');
  asPostgres(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust']);
  const ctl = (...args: string[]) => asPostgres(path.join(bin, 'pg_ctl'), ['-D', data, ...args]);
  const start = () => ctl('-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`, '-l', path.join(dir, 'log'), '-w', 'start');
  const stop = () => ctl('-m', 'fast', '-w', 'stop');
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    remove: () => {
      try {
        stop();
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
