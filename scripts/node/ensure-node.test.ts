import { execFileSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';

const script = path.resolve(__dirname, 'ensure-node.sh');
const major = Number(fs.readFileSync(path.resolve(__dirname, '../../.nvmrc'), 'utf8').trim());

// A machine whose `node` reports `version` and whose `npm install --prefix P node@N` lays down a Node N binary,
// recording each call: the script is run against it without the network.
function fakeMachine(version: string, prefix = true): { dir: string; run: () => string; npmCalls: () => string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ensure-node-'));
  const bin = path.join(dir, 'bin');
  fs.mkdirSync(bin);
  const fakeNode = (v: string) => `#!/bin/sh\nif [ "$1" = -v ]; then echo v${v}; exit 0; fi\nexec "${process.execPath}" "$@"\n`;
  fs.writeFileSync(path.join(bin, 'node'), fakeNode(version), { mode: 0o755 });
  const npm = `#!/bin/sh\necho "$@" >> "${dir}/npm-calls"\nprefix=""\nwhile [ $# -gt 0 ]; do [ "$1" = --prefix ] && prefix="$2"; shift; done\nmkdir -p "$prefix/node_modules/.bin"\ncat > "$prefix/node_modules/.bin/node" <<'N'\n${fakeNode(`${major}.0.0`)}N\nchmod +x "$prefix/node_modules/.bin/node"\n`;
  fs.writeFileSync(path.join(bin, 'npm'), npm, { mode: 0o755 });
  const env = { PATH: `${bin}:/usr/bin:/bin`, HOME: dir, TMPDIR: dir, ...(prefix ? { NODE_PREFIX: path.join(dir, 'prefix') } : {}) };
  return {
    dir,
    run: () => execFileSync('bash', ['-c', `set -euo pipefail; source "${script}"; echo "node=$(node -v) prefix=\${NODE_PREFIX:-none} temp=\${ENSURE_NODE_TEMP_DIR:-none}"`], { env, encoding: 'utf8' }),
    npmCalls: () => (fs.existsSync(path.join(dir, 'npm-calls')) ? fs.readFileSync(path.join(dir, 'npm-calls'), 'utf8') : ''),
  };
}

const machines: string[] = [];
afterAll(() => machines.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('scripts/node/ensure-node.sh (CI runs on the Node in .nvmrc or newer)', () => {
  it('installs npm\'s node package into a prefix and puts it first on PATH when the machine\'s Node is older', () => {
    const machine = fakeMachine('20.20.2');
    machines.push(machine.dir);
    expect(machine.npmCalls()).toBe('');
    const out = machine.run();
    expect(machine.npmCalls()).toContain(`--prefix ${path.join(machine.dir, 'prefix')} node@${major}`);
    expect(out).toContain(`node=v${major}.0.0 prefix=${path.join(machine.dir, 'prefix')} temp=none`);
  });

  it('without NODE_PREFIX installs into a new temporary folder and names it for the caller to delete', () => {
    const machine = fakeMachine('20.20.2', false);
    machines.push(machine.dir);
    const out = machine.run();
    const temp = /temp=(\S+)/.exec(out)?.[1] ?? '';
    expect(temp.startsWith(`${machine.dir}/`)).toBe(true);
    expect(out).toContain(`node=v${major}.0.0 prefix=${temp} temp=${temp}`);
    expect(fs.existsSync(path.join(temp, 'node_modules/.bin/node'))).toBe(true);
  });

  it('keeps the machine\'s Node and installs nothing when it is new enough', () => {
    const machine = fakeMachine(`${major + 1}.1.0`);
    machines.push(machine.dir);
    const out = machine.run();
    expect(out).toContain(`node=v${major + 1}.1.0`);
    expect(machine.npmCalls()).toBe('');
  });
});
