import fs from 'fs';
import path from 'path';
import onboarding from '../../flows/onboarding.json';
import en from '../../locales/en-US/translation.json';
import { loadFlow } from '../../src/flow/load-flow';
import { flowGraphPage } from '../../src/flow/flow-graph';

/** `npm run flow-graph` writes docs/flow.md; `-- --check` exits 1 when the committed page is stale. */
function main(argv: string[]): number {
  const target = path.resolve(__dirname, '../../docs/flow.md');
  const title = (key: string) => {
    let node: unknown = en;
    for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    return typeof node === 'string' ? node : key;
  };
  const page = flowGraphPage(loadFlow(onboarding), title);
  if (argv.includes('--check')) {
    const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
    if (current !== page) {
      console.log('docs/flow.md is stale: run `npm run flow-graph` and commit docs/flow.md.');
      return 1;
    }
    console.log('docs/flow.md is up to date.');
    return 0;
  }
  fs.writeFileSync(target, page);
  console.log(`Wrote ${path.relative(process.cwd(), target)}.`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
