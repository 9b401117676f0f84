import { execSync, spawnSync } from 'child_process';
import fs from 'fs';
import path from 'path';

const root = path.resolve(__dirname, '../..');
const scripts = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
// Intl answers as a Node with other ICU data would: the committed zone and language names would all differ.
const OTHER_ICU = path.join(root, 'test/support/other-icu.cjs');

/** The table and code-generating steps `npm start`, `npm run build` and `npm run dev` run before webpack. */
function generatingSteps(): string[] {
  const steps = new Set<string>();
  const expand = (name: string): void => {
    for (const part of scripts[name].split('&&').map((step) => step.trim())) {
      const nested = /^npm run ([\w:-]+)$/.exec(part);
      if (nested) expand(nested[1]);
      else if (/^tsx scripts\/(?!dev\/dev\.ts|build\/prerender\.ts|build\/build-server\.ts|build\/build-if-stale\.ts)/.test(part)) steps.add(part);
    }
  };
  ['build', 'dev'].forEach(expand);
  return [...steps];
}

const trackedChanges = () => spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: root, encoding: 'utf8' }).stdout;

describe('a build, start or dev server on any Node', () => {
  it('rewrites no tracked file, even where Intl names zones and languages otherwise', () => {
    const steps = generatingSteps();
    expect(steps).toEqual(expect.arrayContaining(['tsx scripts/build/build-validators.ts', 'tsx scripts/build/build-zone-data.ts']));
    const before = trackedChanges();
    const committed = ['src/time/generated/zone-names.json', 'src/reference/generated/language-names.json'].map((file) => [file, fs.readFileSync(path.join(root, file), 'utf8')] as const);
    try {
      for (const step of steps) execSync(`npx ${step}`, { cwd: root, stdio: 'pipe', env: { ...process.env, NODE_OPTIONS: `--require ${OTHER_ICU}` } });
      expect(trackedChanges()).toBe(before);
    } finally {
      // A regression must not leave this machine's tables rewritten with the fake names.
      for (const [file, text] of committed) fs.writeFileSync(path.join(root, file), text);
    }
  }, 120_000);

  it('still names the other ICU\'s zones when the tables are rewritten on purpose (the fake Intl is in effect)', () => {
    const names = execSync(`node --require ${OTHER_ICU} -e "process.stdout.write(new Intl.DisplayNames(['en'], { type: 'language' }).of('fr'))"`, { cwd: root, encoding: 'utf8' });
    expect(names).toBe('French (other ICU)');
  });
});
