import fs from 'fs';
import os from 'os';
import path from 'path';
import { buildServer, runtimePackages, SERVER_OUT_DIR } from './build-server';

const root = path.resolve(__dirname, '../..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string>; dependencies: Record<string, string>; devDependencies: Record<string, string> };
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'build-server-'));
afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

describe('the compiled server (npm start, npm run serve, a production image with npm ci --omit=dev)', () => {
  it('is one CommonJS file that needs only production dependencies, with the migrations beside it', async () => {
    expect(fs.existsSync(path.join(out, 'main.js'))).toBe(false);
    const packages = runtimePackages(await buildServer(out));
    expect(packages).toContain('fastify');
    expect(packages.filter((name) => !(name in pkg.dependencies))).toEqual([]);
    expect(packages.filter((name) => name in pkg.devDependencies)).toEqual([]);
    // What the file itself requires, read back from it: no TypeScript loader, no build tool.
    const required = [...fs.readFileSync(path.join(out, 'main.js'), 'utf8').matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1]);
    expect(required.filter((name) => /^(tsx|typescript|esbuild|webpack|ts-node)(\/|$)/.test(name))).toEqual([]);
    expect(fs.readdirSync(path.join(out, 'migrations'))).toEqual(fs.readdirSync(path.join(root, 'src/server/db/migrations')));
  });

  it('is what npm run serve runs, on plain Node; TypeScript tooling is a dev dependency', () => {
    expect(pkg.scripts.serve.split(' ')[0]).toBe('node');
    expect(pkg.scripts.serve).toContain(path.relative(root, path.join(SERVER_OUT_DIR, 'main.js')));
    expect(pkg.scripts.start).toContain('npm run serve');
    expect(Object.keys(pkg.dependencies).filter((name) => ['tsx', 'typescript', 'esbuild', 'webpack'].includes(name))).toEqual([]);
  });
});
