import links from '../../config/links.json';
import { checkLinksFile } from './check-links';

describe('checkLinksFile', () => {
  it('accepts the shipped config/links.json', () => {
    expect(checkLinksFile(links)).toEqual([]);
  });

  it.each<[string, (l: Record<string, any>) => void]>([
    ['a document without a locale', (l) => delete l.legal.terms.es],
    ['a plain-http address', (l) => (l.destinations.join = 'http://example.com/join')],
    ['a unit without a meet page', (l) => delete l.destinations.meet.mind],
  ])('reports %s', (_name, breakIt) => {
    const copy = JSON.parse(JSON.stringify(links)) as Record<string, any>;
    breakIt(copy);
    const problems = checkLinksFile(copy);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((p) => p.code === 'invalid_links' && p.message.startsWith('config/links.json'))).toBe(true);
  });
});
