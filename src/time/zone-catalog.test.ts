import { SUPPORTED_ZONE_IDS } from './supported-zone-ids';
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

  it.each([['Etc/UTC'], ['EST5EDT'], ['US/Eastern'], ['Asia/Calcutta'], ['America/Godthab']])(
    'has no entry of its own for %s, which no country lists',
    (id) => {
      expect(byId.has(id)).toBe(false);
    },
  );

  it('gives every unlisted id sharing a listed zone\'s data to exactly one listed id', () => {
    expect(byId.get('Asia/Kolkata')?.aliases).toContain('Asia/Calcutta');
    expect(byId.get('America/New_York')?.aliases).toContain('US/Eastern');
    expect(byId.get('America/Nuuk')?.aliases).toContain('America/Godthab');
    expect(byId.get('America/Toronto')?.aliases).toContain('Canada/Eastern');
    const aliases = catalogZones().flatMap((zone) => zone.aliases);
    expect(aliases.length).toBe(new Set(aliases).size);
    expect(aliases.filter((alias) => byId.has(alias))).toEqual([]);
  });

  it.each([
    ['America/Toronto', false, ['BS', 'CA']],
    ['America/Nassau', true, ['BS']],
    ['America/Phoenix', false, ['CA', 'US']],
    ['America/Creston', true, ['CA']],
    ['America/Nuuk', true, ['GL']],
  ])('%s: link %p, countries %j', (id, isLink, countries) => {
    expect(byId.get(id)).toMatchObject({ isLink, countries });
  });

  it('holds exactly the listed ids', () => {
    expect(catalogZones().map((zone) => zone.id)).toEqual([...SUPPORTED_ZONE_IDS].sort());
  });

  it('is sorted by id, without duplicates', () => {
    const ids = catalogZones().map((zone) => zone.id);
    expect(ids).toEqual([...new Set(ids)].sort());
  });
});
