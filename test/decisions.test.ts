import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// The decision records are read by people new to the product: each must stand alone in the common ADR form,
// the index must reach every one, and the docs must speak of the product, not of who asked for what.
const docsDir = resolve(__dirname, '..', 'docs');
const recordsDir = join(docsDir, 'decisions');
const indexFile = join(recordsDir, 'README.md');

const adrParts = ['Status', 'Context', 'Decision', 'Consequences'];

function markdownFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

function records(): string[] {
  if (!existsSync(recordsDir)) return [];
  return readdirSync(recordsDir)
    .filter((name) => name.endsWith('.md') && name !== 'README.md')
    .map((name) => join(recordsDir, name));
}

/** Relative Markdown link targets of a file, without their anchors; web addresses are left out. */
function relativeLinks(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1])
    .filter((target) => !/^[a-z]+:/i.test(target) && !target.startsWith('#'))
    .map((target) => target.split('#')[0]);
}

function hasPart(text: string, part: string): boolean {
  return new RegExp(`^(#{2,3} +${part}\\b|\\*\\*${part}\\*\\*|${part}:)`, 'm').test(text);
}

describe('decision records', () => {
  it('are one file per decision under docs/decisions, named in kebab-case', () => {
    const names = records().map((file) => relative(recordsDir, file));
    expect(names.length).toBeGreaterThan(20);
    expect(names.filter((name) => !/^[a-z0-9]+(-[a-z0-9]+)*\.md$/.test(name))).toEqual([]);
    expect(existsSync(join(docsDir, 'decisions.md'))).toBe(false);
  });

  it('each have a title and the four ADR parts', () => {
    const incomplete = records().flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const missing = adrParts.filter((part) => !hasPart(text, part));
      if (!/^# \S/.test(text)) missing.unshift('title');
      return missing.length === 0 ? [] : [`${relative(recordsDir, file)}: ${missing.join(', ')}`];
    });
    expect(records().length).toBeGreaterThan(0);
    expect(incomplete).toEqual([]);
  });

  it('each say whether they are accepted or superseded', () => {
    const unclear = records().filter((file) => {
      const text = readFileSync(file, 'utf8');
      const status = /^(?:#{2,3} +Status\s*\n+|\*\*Status\*\*:?\s*|Status:\s*)(.+)$/m.exec(text)?.[1] ?? '';
      return !/^(accepted|superseded|proposed|deprecated)/i.test(status.trim());
    });
    expect(records().length).toBeGreaterThan(0);
    expect(unclear.map((file) => relative(recordsDir, file))).toEqual([]);
  });

  it('are all linked from the index', () => {
    expect(existsSync(indexFile)).toBe(true);
    const linked = new Set(relativeLinks(indexFile).map((target) => resolve(recordsDir, target)));
    const unlisted = records().filter((file) => !linked.has(file));
    expect(unlisted.map((file) => relative(recordsDir, file))).toEqual([]);
  });

  it('link only to files that exist', () => {
    const files = existsSync(indexFile) ? [indexFile, ...records()] : [];
    expect(files.length).toBeGreaterThan(1);
    const broken = files.flatMap((file) =>
      relativeLinks(file)
        .filter((target) => target !== '' && !existsSync(resolve(dirname(file), target)))
        .map((target) => `${relative(docsDir, file)} -> ${target}`),
    );
    expect(broken).toEqual([]);
  });
});

/** Every text file under the given folders (or the file itself), skipping installed and built output. */
function sourceFiles(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .filter((name) => !['node_modules', 'dist', 'build', '.git'].includes(name))
    .flatMap((name) => sourceFiles(join(path, name)));
}

describe('citations of decision records', () => {
  it('in code, scripts, tests and the README name records that exist', () => {
    const root = resolve(__dirname, '..');
    const places = ['src', 'scripts', 'test', '.ci', 'README.md', 'webpack.config.js', 'eslint.config.js'];
    const files = places.flatMap((place) => sourceFiles(join(root, place))).filter((file) => file !== __filename);
    expect(files.length).toBeGreaterThan(100);
    const broken = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/docs\/decisions(\.md|\/[\w.-]*)/g)]
        .map((match) => match[0].replace(/\.$/, ''))
        .filter((cited) => cited !== 'docs/decisions/' && !existsSync(join(root, cited)))
        .map((cited) => `${relative(root, file)}: ${cited}`),
    );
    expect(broken).toEqual([]);
  });
});

describe('the docs', () => {
  it('speak of the product, never of issue numbers or helpers', () => {
    const files = markdownFiles(docsDir);
    expect(files.length).toBeGreaterThan(0);
    const hits = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          /\bissues? #?\d+|\bhelpers?\b/i.test(line) ? [`${relative(docsDir, file)}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(hits).toEqual([]);
  });
});
