import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// The product's requirements live in docs/ (docs/product.md, docs/spec/, docs/design.md): a comment, a test or a doc
// that names a requirement cites the file and anchor holding it, so a reader can follow it without a document from
// outside the repository. A citation whose file or anchor is gone is a broken promise, caught here.
const root = resolve(__dirname, '..');

/** Every tracked (or new, not ignored) file that reads as text (no NUL byte), with its path relative to the root. */
function trackedTextFiles(): { path: string; text: string }[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(listed.split('\0'))]
    .filter((path) => path !== '' && existsSync(join(root, path)) && statSync(join(root, path)).isFile())
    .flatMap((path) => {
      const bytes = readFileSync(join(root, path));
      return bytes.includes(0) ? [] : [{ path, text: bytes.toString('utf8') }];
    });
}

/** GitHub's heading slug: lower case, punctuation dropped (hyphens and underscores kept), spaces to hyphens. */
function headingSlug(heading: string): string {
  return heading
    .replace(/<[^>]*>/g, '')
    .replace(/[`*]/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors a Markdown file offers: explicit ids (`<a id="…">`) and its headings' slugs, repeats numbered. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  for (const match of markdown.matchAll(/\b(?:id|name)="([^"]+)"/g)) anchors.add(match[1]);
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = headingSlug(heading[1]);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

interface Citation { from: string; file: string; anchor: string }

/** Repository-rooted citations `docs/….md#anchor`, in any text file. */
function rootedCitations(path: string, text: string): Citation[] {
  return [...text.matchAll(/(?<![\w./-])(?:\.\/)?(docs\/[\w./-]+?\.md)#([\w-]+)/g)].map((match) => ({
    from: path,
    file: match[1],
    anchor: match[2],
  }));
}

/** Relative Markdown links with an anchor (`[x](spec/steps.md#base-path)`, `[x](#units)`) in a doc under docs/. */
function relativeCitations(path: string, text: string): Citation[] {
  if (!path.startsWith('docs/') || !path.endsWith('.md')) return [];
  return [...text.matchAll(/\]\(([^)\s#]*)#([^)\s]+)\)/g)]
    .filter((match) => !/^[a-z]+:/i.test(match[1]))
    .map((match) => ({
      from: path,
      file: match[1] === '' ? path : relative(root, resolve(root, dirname(path), match[1])),
      anchor: match[2],
    }))
    .filter((citation) => citation.file.startsWith('docs/') && citation.file.endsWith('.md'));
}

/** Ways of citing the outside brief, its design note or the folder they came from. */
const outsideReferences: [string, RegExp][] = [
  ['the brief by section', /\bSPEC\s*\u00a7/],
  ['the brief by name', /\bSPEC(?=[\s'\u2019])(?!\s*\u00a7)/],
  ['the brief or design note as a file', /\b(?:SPEC|DESIGN)\.md\b/],
  ['the design note by section', /\bDESIGN\s+"/],
  ['the shared folder', /(?:\.\.|\/work)[/]shared\b/],
];

const files = trackedTextFiles();
const anchorCache = new Map<string, Set<string> | null>();

function anchorsIn(file: string): Set<string> | null {
  if (!anchorCache.has(file)) {
    const path = join(root, file);
    anchorCache.set(file, existsSync(path) ? anchorsOf(readFileSync(path, 'utf8')) : null);
  }
  return anchorCache.get(file) ?? null;
}

describe('citations of the specification', () => {
  it('read the tracked text files, docs and code alike', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(files.some((file) => file.path === 'docs/product.md')).toBe(true);
  });

  it('name a docs file and an anchor that exist', () => {
    const citations = files.flatMap(({ path, text }) => [...rootedCitations(path, text), ...relativeCitations(path, text)]);
    expect(citations.filter((citation) => citation.file.startsWith('docs/spec/')).length).toBeGreaterThan(80);
    const broken = citations.flatMap(({ from, file, anchor }) => {
      const anchors = anchorsIn(file);
      if (anchors === null) return [`${from}: ${file} does not exist`];
      return anchors.has(anchor) ? [] : [`${from}: ${file} has no anchor #${anchor}`];
    });
    expect(broken).toEqual([]);
  });

  it('never point at a document outside the repository', () => {
    const hits = files.flatMap(({ path, text }) =>
      text.split('\n').flatMap((line, index) =>
        outsideReferences
          .filter(([, pattern]) => pattern.test(line))
          .map(([what]) => `${path}:${index + 1}: cites ${what}: ${line.trim().slice(0, 120)}`),
      ),
    );
    expect(hits).toEqual([]);
  });

  it('the product doc is the specification of record: it links every part of docs/spec and has a glossary', () => {
    const product = readFileSync(join(root, 'docs/product.md'), 'utf8');
    const parts = files.filter((file) => /^docs\/spec\/[\w-]+\.md$/.test(file.path)).map((file) => file.path);
    expect(parts.length).toBeGreaterThanOrEqual(9);
    const linked = new Set([...product.matchAll(/\]\((spec\/[\w-]+\.md)[)#]/g)].map((match) => `docs/${match[1]}`));
    expect(parts.filter((part) => !linked.has(part))).toEqual([]);
    expect(anchorsOf(product).has('glossary')).toBe(true);
  });
});

describe('the parts of the specification', () => {
  it('link only to files that exist', () => {
    const parts = files.filter((file) => file.path.startsWith('docs/spec/'));
    expect(parts.length).toBeGreaterThan(0);
    const broken = parts.flatMap(({ path, text }) =>
      [...text.matchAll(/\]\(([^)\s#]+)(?:#[^)\s]*)?\)/g)]
        .map((match) => match[1])
        .filter((target) => !/^[a-z]+:/i.test(target) && !existsSync(resolve(root, dirname(path), target)))
        .map((target) => `${path} -> ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it('give every section an explicit anchor', () => {
    const bare = files
      .filter((file) => file.path.startsWith('docs/spec/'))
      .flatMap(({ path, text }) =>
        text
          .split('\n')
          .flatMap((line, index, lines) =>
            /^##\s/.test(line) && !/<a id="[\w-]+"><\/a>/.test(lines[index - 1] ?? '') ? [`${path}:${index + 1}: ${line}`] : [],
          ),
      );
    expect(bare).toEqual([]);
  });
});

describe('anchorsOf', () => {
  it('finds explicit ids and GitHub heading slugs, numbering repeats and skipping fenced code', () => {
    const anchors = anchorsOf(
      '<a id="time-zone-option"></a>\n## Time zone option\n## Shipping, `POST` & retries\n## Notes\n## Notes\n```\n# not a heading\n```\n',
    );
    expect([...anchors].sort()).toEqual(['notes', 'notes-1', 'shipping-post--retries', 'time-zone-option'].sort());
  });
});
