import { timeZoneAcronym } from './time-zone-acronym';

describe('timeZoneAcronym', () => {
  it.each([
    ['Eastern Standard Time', 'EST'],
    ['Greenwich Mean Time', 'GMT'],
    ['Nepal Time', 'NT'],
    ['Hawaii-Aleutian Standard Time', 'HST'],
    ['United States, Central Standard Time', 'CST'],
    ['A, Pacific Time, extra', 'PTe'],
    ['  Eastern   Standard Time ', 'EST'],
    ['Pacific,', ''],
    ['', ''],
  ])('%p → %p', (name, expected) => {
    expect(timeZoneAcronym(name)).toBe(expected);
  });
});
