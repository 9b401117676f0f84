import fs from 'fs';
import os from 'os';
import path from 'path';
import { BUILD_TARGETS, buildIfStale, staleReason, type BuildTarget } from './build-if-stale';

const target: BuildTarget = { name: 'page', script: 'build:page', marker: 'dist/marker.json', sources: ['src', 'locales', 'webpack.config.js'] };
let root: string;
const at = (file: string, seconds: number) => {
  const full = path.join(root, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  if (!fs.existsSync(full)) fs.writeFileSync(full, '{}');
  fs.utimesSync(full, seconds, seconds);
};
const builds = () => {
  const scripts: string[] = [];
  const built = buildIfStale(root, [target], (script) => {
    scripts.push(script);
    at(target.marker, 3000);
  });
  return { built, scripts };
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-if-stale-'));
  at('src/web/boot/app.tsx', 1000);
  at('locales/en-US/translation.json', 1000);
  at('webpack.config.js', 1000);
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
  jest.restoreAllMocks();
});

describe('npm start builds only what is missing or older than its sources', () => {
  it('builds a clone that was never built', () => {
    expect(fs.existsSync(path.join(root, target.marker))).toBe(false);
    expect(staleReason(root, target)).toBe('dist/marker.json is missing');
    expect(builds()).toEqual({ built: ['page'], scripts: ['build:page'] });
  });

  it('builds nothing when the output is newer than every source, then rebuilds after a locale edit deep in a folder', () => {
    at(target.marker, 2000);
    expect(builds()).toEqual({ built: [], scripts: [] });
    at('locales/en-US/translation.json', 2500);
    expect(staleReason(root, target)).toBe('locales changed since dist/marker.json was built');
    expect(builds().scripts).toEqual(['build:page']);
    expect(builds().scripts).toEqual([]);
  });

  it('rebuilds after a single-file source edit and ignores test files and sources that do not exist', () => {
    at(target.marker, 2000);
    at('src/web/boot/app.test.tsx', 2500);
    expect(staleReason(root, { ...target, sources: [...target.sources, 'no/such/folder'] })).toBeUndefined();
    at('webpack.config.js', 2500);
    expect(staleReason(root, target)).toBe('webpack.config.js changed since dist/marker.json was built');
  });

  it('a failed build stops the start', () => {
    expect(() => buildIfStale(root, [target], () => { throw new Error('webpack failed'); })).toThrow('webpack failed');
  });

  it('lists sources that all exist in the repository', () => {
    const repo = path.resolve(__dirname, '../..');
    const missing = BUILD_TARGETS.flatMap((t) => t.sources).filter((source) => !fs.existsSync(path.join(repo, source)));
    expect(missing).toEqual([]);
  });
});
