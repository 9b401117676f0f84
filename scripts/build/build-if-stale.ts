/**
 * `npm start`'s first half: runs each build whose output is missing or older than its newest source, and nothing
 * else, so a built clone starts in seconds. A target's output is one marker file its build writes last; its sources
 * are files and folders (test files do not count), compared by modification time like make.
 */
import { execFileSync } from 'child_process';
import fs from 'fs';
import path from 'path';
import { withBuildLock } from './build-lock';

/** One build `npm start` may run: its npm script, the marker file it writes last, and the sources it reads. */
export interface BuildTarget {
  name: string;
  script: string;
  marker: string;
  sources: readonly string[];
}

/** The pure core and the folders both shells share. */
const CORE = ['src/flow', 'src/reference', 'src/time', 'src/patient', 'flows', 'config', 'schemas', 'package-lock.json'];

/** What `npm start` builds: the page (validators, tables, webpack, first-paint pages) and the compiled server. */
export const BUILD_TARGETS: readonly BuildTarget[] = [
  {
    name: 'page',
    script: 'build:page',
    marker: 'dist/first-paint/manifest.json',
    sources: [...CORE, 'src/web', 'src/platform', 'locales', 'webpack.config.js', 'tsconfig.json', 'scripts/build/build-validators.ts', 'scripts/build/build-zone-data.ts', 'scripts/staff/locale-files.ts', 'scripts/build/prerender.ts', 'scripts/build/prerender-compress.ts', 'src/server/page', 'scripts/build/prerender-step.tsx', 'scripts/build/prerender-hooks.ts', 'scripts/build/prerender-precompiled-validator.cjs'],
  },
  { name: 'server', script: 'build:server', marker: 'build/server/main.js', sources: [...CORE, 'src/server', 'scripts/build/build-server.ts'] },
];

const TEST_FILE = /\.test\.tsx?$/;

/** The newest modification time (ms) of the files at `source` (a file, or a folder read recursively); 0 when absent. */
export function newestModification(source: string): number {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(source);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return TEST_FILE.test(source) ? 0 : stat.mtimeMs;
  return fs.readdirSync(source).reduce((newest, name) => Math.max(newest, newestModification(path.join(source, name))), 0);
}

/** Why a target must be built (its marker is missing, or a source is newer), or undefined when it is up to date. */
export function staleReason(root: string, target: BuildTarget): string | undefined {
  const marker = path.join(root, target.marker);
  if (!fs.existsSync(marker)) return `${target.marker} is missing`;
  const built = fs.statSync(marker).mtimeMs;
  const newer = target.sources.find((source) => newestModification(path.join(root, source)) > built);
  return newer === undefined ? undefined : `${newer} changed since ${target.marker} was built`;
}

/** Runs `npm run <script>` for every stale target, in order, one build at a time per checkout; answers the names of those it built. */
export function buildIfStale(root: string, targets: readonly BuildTarget[] = BUILD_TARGETS, run: (script: string) => void = (script) => execFileSync('npm', ['run', script], { cwd: root, stdio: 'inherit' })): string[] {
  // Staleness is read inside the lock: a process that waited for another's build finds it done.
  return withBuildLock(root, () => {
    const built: string[] = [];
    for (const target of targets) {
      const reason = staleReason(root, target);
      if (reason === undefined) {
        console.log(`${target.name}: up to date (${target.marker})`);
        continue;
      }
      console.log(`${target.name}: building, ${reason}`);
      run(target.script);
      built.push(target.name);
    }
    return built;
  });
}

if (require.main === module) {
  try {
    buildIfStale(path.resolve(__dirname, '../..'));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
