import { timeBucket } from './time-bucket';

describe('timeBucket', () => {
  it.each([
    [0, 'lt10s'], [9.99, 'lt10s'], [10, '10to30s'], [29, '10to30s'], [30, '30to60s'], [60, '1to3m'], [179, '1to3m'],
    [180, '3to10m'], [599, '3to10m'], [600, 'gt10m'], [86_400 * 30, 'gt10m'], [-5, 'lt10s'], [Infinity, 'gt10m'],
  ])('puts %s s in %s', (seconds, bucket) => {
    expect(timeBucket(seconds)).toBe(bucket);
  });
});
