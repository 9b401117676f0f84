import { spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { unsupportedNodeMessage } = require('./require-supported-node.cjs') as { unsupportedNodeMessage: (version: string, range: string) => string | undefined };

const root = path.resolve(__dirname, '../..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { name: string; engines: { node: string } };
const OLD_NODE = path.join(root, 'test/support/old-node.cjs');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** What a member of staff sees running `npm <args>` in `cwd` on Node 20.20.2 (the machine's default here). */
function onOldNode(args: string[], cwd = root): { status: number | null; stderr: string; stdout: string; seconds: number } {
  const began = Date.now();
  const result = spawnSync(npm, args, { cwd, encoding: 'utf8', timeout: 20_000, killSignal: 'SIGKILL', env: { ...process.env, NODE_OPTIONS: `--require ${OLD_NODE}`, npm_config_update_notifier: 'false' } });
  return { status: result.status, stderr: result.stderr, stdout: result.stdout, seconds: (Date.now() - began) / 1000 };
}

const gitStatus = () => spawnSync('git', ['status', '--porcelain', '--untracked-files=all'], { cwd: root, encoding: 'utf8' }).stdout;

describe('unsupportedNodeMessage', () => {
  it.each([['v22.12.0'], ['v22.23.3'], ['v23.0.0'], ['v24.1.0']])('lets %s run a project that needs >=22.12', (version) => {
    expect(unsupportedNodeMessage(version, '>=22.12')).toBeUndefined();
  });

  it.each([['v20.20.2'], ['v22.11.9'], ['v18.0.0'], ['not a version'], ['']])('stops %s in one line that says what to run', (version) => {
    const message = unsupportedNodeMessage(version, '>=22.12') ?? '';
    expect(message).toContain('needs Node >=22.12');
    expect(message).toContain('scripts/node/ensure-node.sh');
    expect(message).not.toContain('\n');
  });

  it('refuses an engines range it cannot read, saying the form it reads', () => {
    expect(() => unsupportedNodeMessage('v22.12.0', '^22 || ^24')).toThrow('expected ">=MAJOR.MINOR"');
  });
});

describe('the wrong Node stops at once', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  it('`npm ci` refuses before installing anything', () => {
    // The repository's own .npmrc and engines, without the dependencies: a refusal installs nothing, and a regression
    // would install nothing either instead of fetching a thousand packages.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'onboarding-npm-ci-'));
    dirs.push(dir);
    fs.copyFileSync(path.join(root, '.npmrc'), path.join(dir, '.npmrc'));
    const manifest = { name: pkg.name, version: '0.0.0', private: true, engines: pkg.engines };
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest));
    fs.writeFileSync(path.join(dir, 'package-lock.json'), JSON.stringify({ name: pkg.name, version: '0.0.0', lockfileVersion: 3, requires: true, packages: { '': manifest } }));
    expect(fs.existsSync(path.join(dir, 'node_modules'))).toBe(false);
    const ci = onOldNode(['ci', '--no-audit', '--no-fund'], dir);
    expect(ci.status).not.toBe(0);
    expect(ci.stderr).toContain('EBADENGINE');
    expect(ci.stderr).toContain(pkg.engines.node);
    expect(fs.existsSync(path.join(dir, 'node_modules'))).toBe(false);
  });

  it.each([['start'], ['test'], ['run dev'], ['run build']])('`npm %s` stops in seconds with one line and writes nothing', (command) => {
    const before = gitStatus();
    const run = onOldNode(command.split(' '));
    expect(run.status).toBe(1);
    const lines = run.stderr.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('npm error'));
    expect(lines).toEqual([expect.stringContaining(`needs Node ${pkg.engines.node.replace(/\s+/g, '')} and this is Node v20.20.2`)]);
    expect(run.seconds).toBeLessThan(20);
    expect(gitStatus()).toBe(before);
  });
});
