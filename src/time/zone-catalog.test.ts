import { catalogZones } from './zone-catalog';

const byId = new Map(catalogZones().map((zone) => [zone.id, zone]));

describe('catalogZones', () => {
  it.each([
    ['America/New_York', 'US'],
    ['America/Chicago', 'US'],
    ['America/Denver', 'US'],
    ['America/Phoenix', 'US'],
    ['America/Los_Angeles', 'US'],
    ['America/Anchorage', 'US'],
    ['Pacific/Honolulu', 'US'],
    ['America/Toronto', 'CA'],
    ['America/Vancouver', 'CA'],
    ['America/Halifax', 'CA'],
    ['America/St_Johns', 'CA'],
    ['Europe/London', 'GB'],
    ['Europe/Lisbon', 'PT'],
    ['Atlantic/Azores', 'PT'],
    ['Europe/Dublin', 'IE'],
    ['Australia/Sydney', 'AU'],
    ['Asia/Kolkata', 'IN'],
    ['Asia/Kathmandu', 'NP'],
    ['Australia/Eucla', 'AU'],
  ])('holds canonical %s, in %s', (id, country) => {
    expect(byId.get(id)?.countries).toContain(country);
  });

  it.each([['Etc/UTC'], ['EST5EDT'], ['US/Eastern'], ['Asia/Calcutta'], ['America/Nassau']])(
    'has no zone of its own for %s (no country, or a link)',
    (id) => {
      expect(byId.has(id)).toBe(false);
    },
  );

  it('lists links under their target, with the countries that list the link', () => {
    expect(byId.get('Asia/Kolkata')?.aliases).toContain('Asia/Calcutta');
    expect(byId.get('America/New_York')?.aliases).toContain('US/Eastern');
    expect(byId.get('America/Toronto')?.aliases).toContain('America/Nassau');
    expect(byId.get('America/Toronto')?.countries).toEqual(expect.arrayContaining(['BS', 'CA']));
  });

  it('is sorted by id, without duplicates', () => {
    const ids = catalogZones().map((zone) => zone.id);
    expect(ids).toEqual([...new Set(ids)].sort());
  });
});
