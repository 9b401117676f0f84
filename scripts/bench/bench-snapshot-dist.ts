import { execFileSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';

/** A copy of `root`/dist taken under the build lock, so that no build elsewhere changes it while it is measured; builds first if there is none. */
export function snapshotDist(root: string): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-dist-'));
  const script = `[ -f dist/index.html ] || npm run build >&2; cp -r dist/. '${copy}'`;
  execFileSync('flock', ['/tmp/build.lock', 'sh', '-c', script], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  return copy;
}
