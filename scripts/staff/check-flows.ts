import fs from 'fs';
import path from 'path';
import { performance } from 'perf_hooks';
import { checkFlowSourceWithStats } from '../../src/flow/check-flow-source';
import { checkLinksFile } from '../../src/flow/check-links';
import { formatProblem } from '../../src/flow/format-problem';
import { LocaleFileError, loadLocaleKeys } from './locale-files';

/**
 * `npm run check-flows [-- FILE...]`: checks every flow (or the named ones); one line per problem
 * (`file:line:column: step 'id', field 'name': code: how to fix it`), exit 1 on any.
 */
function main(argv: string[]): number {
  const root = path.resolve(__dirname, '../..');
  const files = argv.length > 0 ? argv : fs.readdirSync(path.join(root, 'flows')).filter((f) => f.endsWith('.json')).map((f) => path.join('flows', f));
  let locales: ReturnType<typeof loadLocaleKeys>;
  try {
    locales = loadLocaleKeys(path.join(root, 'locales'));
  } catch (error) {
    if (!(error instanceof LocaleFileError)) throw error;
    console.log(`${error.file}: /: invalid_json: ${error.message}`);
    return 1;
  }
  let count = 0;
  for (const file of files) {
    let text: string;
    try {
      text = fs.readFileSync(path.resolve(file), 'utf8');
    } catch (error) {
      console.log(`${file}: /: unreadable_file: cannot read the file (${String((error as NodeJS.ErrnoException).code)}); check the path.`);
      count += 1;
      continue;
    }
    const started = performance.now();
    const { problems, exploration } = checkFlowSourceWithStats(text, locales);
    for (const problem of problems) {
      console.log(formatProblem(file, problem));
      count += 1;
    }
    if (exploration) {
      console.log(`${file}: ${exploration.scenarios} combinations of flags, units, markets and ages (the flags, answers and unit conditions read); ${exploration.distinctPaths} distinct paths; ${exploration.states} states searched; ${(performance.now() - started).toFixed(0)} ms`);
    }
  }
  const linksFile = path.join(root, 'config/links.json');
  let links: unknown;
  try {
    links = JSON.parse(fs.readFileSync(linksFile, 'utf8'));
  } catch (error) {
    console.log(`config/links.json: /: invalid_links: cannot read it as JSON (${(error as Error).message}); fix the syntax.`);
    count += 1;
  }
  for (const problem of links === undefined ? [] : checkLinksFile(links)) {
    console.log(formatProblem('config/links.json', problem));
    count += 1;
  }
  if (count > 0) {
    console.log(`${count} problem${count === 1 ? '' : 's'} in ${files.length} flow file${files.length === 1 ? '' : 's'}.`);
    return 1;
  }
  console.log(`${files.length} flow file${files.length === 1 ? '' : 's'} checked: no problems.`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
