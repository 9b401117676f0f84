import { findTimeZoneOption, timeZoneForOptValue } from './time-zone-lookup';
import { timeZoneOptions } from './time-zone-options';

const january = timeZoneOptions(new Date('2026-01-15T12:00:00Z'));
const july = timeZoneOptions(new Date('2026-07-15T12:00:00Z'));

describe('timeZoneForOptValue', () => {
  it.each([
    [january, '-05:00/-04:00/EasternStandardTime', 'America/New_York'],
    [july, '-05:00/-04:00/EasternDaylightTime', 'America/New_York'],
    [july, '-05:00/-04:00/EasternStandardTime', 'America/New_York'],
    [january, '-05:00/-04:00/EasternDaylightTime', 'America/New_York'],
    [january, '-07:00/-07:00/MountainStandardTime', 'America/Phoenix'],
    [january, '-07:00/-06:00/MountainStandardTime', 'America/Denver'],
    [january, '+10:00/+11:00/AustralianEasternDaylightTime', 'Australia/Sydney'],
    [july, '+10:00/+10:00/AustralianEasternStandardTime', 'Australia/Brisbane'],
    [january, '+05:45/+05:45/NepalTime', 'Asia/Kathmandu'],
    [january, 'nonsense', undefined],
    [january, '', undefined],
  ])('finds %#: %s → %s', (options, optValue, timezone) => {
    expect(timeZoneForOptValue(options, optValue)).toBe(timezone);
  });

  it('returns the whole option from findTimeZoneOption', () => {
    expect(findTimeZoneOption(january, '+05:30/+05:30/IndiaStandardTime')).toMatchObject({
      timezone: 'Asia/Kolkata',
      optLabel: 'India Standard Time (5:30 PM)',
    });
  });
});
