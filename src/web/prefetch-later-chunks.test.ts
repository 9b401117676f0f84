import { prefetchLaterChunks } from './prefetch-later-chunks';

/** A document holding `content` in its later-chunks meta (none when undefined); records the links appended. */
function fakeDocument(content?: string) {
  const appended: { rel: string; as: string; href: string }[] = [];
  const doc = {
    querySelector: (selector: string) => (content !== undefined && selector === 'meta[name="later-chunks"]' ? { getAttribute: () => content } : null),
    createElement: () => ({ rel: '', as: '', href: '' }),
    head: { appendChild: (link: { rel: string; as: string; href: string }) => appended.push(link) },
  };
  return { doc: doc as unknown as Document, appended };
}

describe('prefetchLaterChunks', () => {
  it('prefetches each listed script once the first step is up', () => {
    const { doc, appended } = fakeDocument(' /v3/dist/slot-widget.1a2b.js  /v3/dist/743.9f.js ');
    expect(appended).toEqual([]);
    expect(prefetchLaterChunks(doc)).toBe(2);
    expect(appended).toEqual([
      { rel: 'prefetch', as: 'script', href: '/v3/dist/slot-widget.1a2b.js' },
      { rel: 'prefetch', as: 'script', href: '/v3/dist/743.9f.js' },
    ]);
  });

  it.each([
    ['no meta', undefined],
    ['an empty list', ''],
    ['addresses that are not our scripts', 'https://evil.example/x.js javascript:alert(1) /v3/dist/a.css //evil.example/b.js /v3/dist/"x.js'],
  ])('prefetches nothing for %s', (_label, content) => {
    const { doc, appended } = fakeDocument(content);
    expect(prefetchLaterChunks(doc)).toBe(0);
    expect(appended).toEqual([]);
  });
});
