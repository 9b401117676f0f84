import { copyNamedCodes, toOption } from './named-code';

describe('toOption', () => {
  it.each([
    [{ name: 'Wales', code: 'WLS' }, { optValue: 'WLS', optLabel: 'Wales' }],
    [{ name: 'Évora', code: 'EVORA' }, { optValue: 'EVORA', optLabel: 'Évora' }],
  ])('maps %j to %j', (entry, option) => {
    expect(toOption(entry)).toEqual(option);
  });
});

describe('copyNamedCodes', () => {
  it('returns equal entries that are not the originals', () => {
    const original = [{ name: 'Cork', code: 'C' }];
    const copy = copyNamedCodes(original);
    expect(copy).toEqual(original);
    copy[0].code = 'X';
    expect(original[0].code).toBe('C');
  });
});
