import { defaultTimeZoneOption } from './time-zone-default';
import { timeZoneOptions } from './time-zone-options';

const options = timeZoneOptions(new Date('2026-01-15T12:00:00Z'));

describe('defaultTimeZoneOption', () => {
  it.each([
    ['America/New_York', 'America/New_York'],
    ['America/Toronto', 'America/New_York'],
    ['America/Phoenix', 'America/Phoenix'],
    ['Asia/Calcutta', 'Asia/Kolkata'],
    ['Europe/Dublin', 'Europe/London'],
    ['Australia/Sydney', 'Australia/Sydney'],
  ])('picks the option holding %s (→ %s)', (clientZoneId, timezone) => {
    expect(defaultTimeZoneOption(options, clientZoneId)?.timezone).toBe(timezone);
  });

  it.each([['Etc/UTC'], ['Mars/Olympus_Mons'], [''], [undefined]])('falls back to the first option for %p', (clientZoneId) => {
    expect(defaultTimeZoneOption(options, clientZoneId)).toBe(options[0]);
  });

  it('has nothing to offer without options', () => {
    expect(defaultTimeZoneOption([], 'America/New_York')).toBeUndefined();
  });
});
