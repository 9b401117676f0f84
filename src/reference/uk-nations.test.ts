import gb from './regions/gb.json';
import { areasOfNation, isNationEntry, isUkNation, isWholeUk, nationOfArea, UK_NATIONS } from './uk-nations';

describe('the UK nations and their areas', () => {
  it('puts every entry of the UK list in exactly one nation, except the four entries naming a nation', () => {
    const nations = gb.filter((entry) => isNationEntry(entry.code)).map((entry) => entry.name).sort();
    expect(nations).toEqual(['England', 'Northern Ireland', 'Scotland', 'Wales']);
    for (const entry of gb) {
      const holders = UK_NATIONS.filter((nation) => areasOfNation(nation).includes(entry.code));
      expect({ code: entry.code, holders: holders.length }).toEqual({ code: entry.code, holders: isNationEntry(entry.code) ? 0 : 1 });
    }
    const listed = new Set(gb.map((entry) => entry.code));
    for (const nation of UK_NATIONS) for (const area of areasOfNation(nation)) expect(listed.has(area)).toBe(true);
  });

  it('holds the nations\' own counts: 32 Scottish council areas, 22 Welsh principal areas, 11 NI districts, England the rest', () => {
    expect(UK_NATIONS.map((nation) => [nation, areasOfNation(nation).length])).toEqual([['GB-ENG', 151], ['GB-NIR', 11], ['GB-SCT', 32], ['GB-WLS', 22]]);
  });

  it('reads an area\'s nation back from its code, and nothing for a nation or an unknown code', () => {
    expect(nationOfArea('GLG')).toBe('GB-SCT');
    expect(nationOfArea('CRF')).toBe('GB-WLS');
    expect(nationOfArea('BFS')).toBe('GB-NIR');
    expect(nationOfArea('KEN')).toBe('GB-ENG');
    for (const code of ['SCT', 'ENG', '', 'glg', 'GB-SCT', '__proto__', 'constructor']) expect(nationOfArea(code)).toBeUndefined();
  });

  it('tells a UK nation and the whole UK from other answers, whatever the case', () => {
    expect(['GB-SCT', 'gb-wls', 'Gb-Eng', 'GB-NIR'].map(isUkNation)).toEqual([true, true, true, true]);
    expect(['GB', 'SCT', '', 'GB-XXX', '__proto__', 'IE'].map(isUkNation)).toEqual([false, false, false, false, false, false]);
    expect(['GB', 'gb'].map(isWholeUk)).toEqual([true, true]);
    expect(['GB-SCT', 'UK', ''].map(isWholeUk)).toEqual([false, false, false]);
    expect(areasOfNation('toString')).toEqual([]);
  });
});
