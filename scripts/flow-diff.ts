import { execFileSync } from 'child_process';
import fs from 'fs';
import path from 'path';
import { loadFlow } from '../src/flow/load-flow';
import { flowDiff } from '../src/flow/flow-diff';

/** `npm run flow-diff -- <git-rev> [flows/file.json]`: what the working copy's flow changes against that revision. */
function main(argv: string[]): number {
  const [rev, file = 'flows/onboarding.json'] = argv;
  if (!rev) {
    console.log('Usage: npm run flow-diff -- <git-rev> [flows/onboarding.json]   e.g. npm run flow-diff -- main');
    return 2;
  }
  let old: string;
  try {
    old = execFileSync('git', ['show', `${rev}:${file}`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch {
    console.log(`Cannot read ${file} at '${rev}': check the revision name (git log) and the path.`);
    return 2;
  }
  const current = fs.readFileSync(path.resolve(file), 'utf8');
  console.log(`Flow ${file}: ${rev} → working copy\n`);
  console.log(flowDiff(loadFlow(JSON.parse(old)), loadFlow(JSON.parse(current))));
  return 0;
}

process.exitCode = main(process.argv.slice(2));
