import { arrivalOf, isArrival } from './referral';

describe('arrival by invitation or referral', () => {
  it.each([
    ['?ref=invitation', 'invitation'],
    ['?ref=referral&unit=move', 'referral'],
    ['?unit=move&lang=fr-CA', undefined],
    ['?ref=Referral', undefined],
    ['?ref=referral%00', undefined],
    ['?ref=jane.doe%40example.org', undefined],
    ['?ref=constructor', undefined],
    ['?ref=', undefined],
  ])('%s arrives by %p', (search, arrival) => {
    expect(arrivalOf(search)).toBe(arrival);
  });

  it('accepts only the two words', () => {
    expect([isArrival('invitation'), isArrival('referral'), isArrival('toString'), isArrival(undefined), isArrival(['referral'])]).toEqual([true, true, false, false, false]);
  });
});
