import { execFileSync } from 'child_process';
import fs from 'fs';
import path from 'path';
import { loadFlow } from '../src/flow/load-flow';
import { flowDiff } from '../src/flow/flow-diff';
import { flowDiffHeading } from './flow-diff-heading';

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
  const before = loadFlow(JSON.parse(old));
  const after = loadFlow(JSON.parse(fs.readFileSync(path.resolve(file), 'utf8')));
  console.log(`${flowDiffHeading(file, rev, before, after)}\n`);
  console.log(flowDiff(before, after));
  return 0;
}

process.exitCode = main(process.argv.slice(2));
