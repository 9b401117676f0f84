import { BOOT_CHUNKS_META, LATER_CHUNKS_META, linkListedChunks } from './listed-chunks';

/** A document holding `content` in the meta named `name` (none when undefined); records the links appended. */
function fakeDocument(name: string, content?: string) {
  const appended: { rel: string; as: string; href: string }[] = [];
  const doc = {
    querySelector: (selector: string) => (content !== undefined && selector === `meta[name="${name}"]` ? { getAttribute: () => content } : null),
    createElement: () => ({ rel: '', as: '', href: '' }),
    head: { appendChild: (link: { rel: string; as: string; href: string }) => appended.push(link) },
  };
  return { doc: doc as unknown as Document, appended };
}

describe('linkListedChunks', () => {
  it.each([
    [LATER_CHUNKS_META, 'prefetch'],
    [BOOT_CHUNKS_META, 'preload'],
  ] as const)('links each script listed in the %s meta as %s', (meta, rel) => {
    const { doc, appended } = fakeDocument(meta, ' /v3/dist/slot-widget.1a2b.js  /v3/dist/743.9f.js ');
    expect(appended).toEqual([]);
    expect(linkListedChunks(doc, meta, rel)).toBe(2);
    expect(appended).toEqual([
      { rel, as: 'script', href: '/v3/dist/slot-widget.1a2b.js' },
      { rel, as: 'script', href: '/v3/dist/743.9f.js' },
    ]);
  });

  it('reads only the meta it is asked for', () => {
    const { doc, appended } = fakeDocument(LATER_CHUNKS_META, '/v3/dist/later.1.js');
    expect(linkListedChunks(doc, BOOT_CHUNKS_META, 'preload')).toBe(0);
    expect(appended).toEqual([]);
  });

  it.each([
    ['no meta', undefined],
    ['an empty list', ''],
    ['addresses that are not our scripts', 'https://evil.example/x.js javascript:alert(1) /v3/dist/a.css //evil.example/b.js /v3/dist/"x.js'],
  ])('links nothing for %s', (_label, content) => {
    const { doc, appended } = fakeDocument(BOOT_CHUNKS_META, content);
    expect(linkListedChunks(doc, BOOT_CHUNKS_META, 'preload')).toBe(0);
    expect(appended).toEqual([]);
  });
});
