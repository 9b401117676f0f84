import { execFileSync } from 'child_process';
import fs from 'fs';
import path from 'path';
import { loadFlow } from '../../src/flow/load-flow';
import { flowDiff } from '../../src/flow/flow-diff';
import { flattenTexts, type LocaleTexts } from '../../src/flow/locale-texts';
import { flowDiffHeading } from './flow-diff-heading';
import { LOCALES } from './locale-files';

const gitShow = (rev: string, file: string) => execFileSync('git', ['show', `${rev}:${file}`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

// Each language's texts, read by `read`; a file that is missing or not JSON counts as no texts (check-flows says why).
function localeTexts(read: (file: string) => string): LocaleTexts {
  return Object.fromEntries(
    LOCALES.map((locale) => {
      try {
        return [locale, flattenTexts(JSON.parse(read(`locales/${locale}/translation.json`)))];
      } catch {
        return [locale, {}];
      }
    }),
  );
}

/**
 * `npm run flow-diff -- <git-rev> [flows/file.json]`: what the working copy's flow and texts (locales/) change
 * against that revision.
 */
function main(argv: string[]): number {
  const [rev, file = 'flows/onboarding.json'] = argv;
  if (!rev) {
    console.log('Usage: npm run flow-diff -- <git-rev> [flows/onboarding.json]   e.g. npm run flow-diff -- main');
    return 2;
  }
  let old: string;
  try {
    old = gitShow(rev, file);
  } catch {
    console.log(`Cannot read ${file} at '${rev}': check the revision name (git log) and the path.`);
    return 2;
  }
  const before = loadFlow(JSON.parse(old));
  const after = loadFlow(JSON.parse(fs.readFileSync(path.resolve(file), 'utf8')));
  console.log(`${flowDiffHeading(file, rev, before, after)}\n`);
  const texts = { before: localeTexts((locale) => gitShow(rev, locale)), after: localeTexts((locale) => fs.readFileSync(path.resolve(locale), 'utf8')) };
  console.log(flowDiff(before, after, texts));
  return 0;
}

process.exitCode = main(process.argv.slice(2));
