import packed from 'moment-timezone/data/packed/latest.json';
import { buildZoneCatalog } from './build-zone-catalog';
import committed from '../../../src/time/generated/zone-catalog.json';
import { SUPPORTED_ZONE_IDS } from '../../../src/time/supported-zone-ids';

describe('buildZoneCatalog', () => {
  it.each([
    // New York holds its data: it gets the unlisted alias, even when Detroit is listed too.
    [
      ['America/Detroit', 'America/New_York'],
      ['America/New_York|US/Eastern', 'America/Detroit|US/Michigan'],
      [
        { id: 'America/Detroit', aliases: ['US/Michigan'], isLink: false },
        { id: 'America/New_York', aliases: ['US/Eastern'], isLink: false },
      ],
    ],
    // Nassau is a link to Toronto: both are listed, so the unlisted alias goes to Toronto, which holds the data.
    [
      ['America/Nassau', 'America/Toronto'],
      ['America/Toronto|America/Nassau', 'America/Toronto|Canada/Eastern'],
      [
        { id: 'America/Nassau', aliases: [], isLink: true },
        { id: 'America/Toronto', aliases: ['Canada/Eastern'], isLink: false },
      ],
    ],
    // Only links are listed: the first by id takes the others, target included.
    [
      ['America/Creston'],
      ['America/Phoenix|America/Creston', 'America/Phoenix|US/Arizona'],
      [{ id: 'America/Creston', aliases: ['America/Phoenix', 'US/Arizona'], isLink: true }],
    ],
    // A legacy id goes to the zone it was renamed to, not to the zone holding the data today.
    [
      ['Pacific/Chuuk', 'Pacific/Port_Moresby'],
      ['Pacific/Port_Moresby|Pacific/Chuuk', 'Pacific/Port_Moresby|Pacific/Truk', 'Pacific/Port_Moresby|Pacific/Yap'],
      [
        { id: 'Pacific/Chuuk', aliases: ['Pacific/Truk', 'Pacific/Yap'], isLink: true },
        { id: 'Pacific/Port_Moresby', aliases: [], isLink: false },
      ],
    ],
    [['Mars/Olympus_Mons'], [], []],
  ])('%j with links %j', (ids, links, expected) => {
    expect(buildZoneCatalog(ids, links)).toMatchObject(expected);
  });

  // Stale after a moment-timezone upgrade: run `npm run tables` and commit the result.
  it('matches the committed src/time/generated/zone-catalog.json', () => {
    expect(buildZoneCatalog(SUPPORTED_ZONE_IDS, packed.links)).toEqual(committed);
  });
});
