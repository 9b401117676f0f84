import { isOfferedSlot, offeredSlots } from './offered-slots';

describe('offeredSlots', () => {
  const now = new Date('2026-11-21T15:00:00Z'); // a Saturday

  it('offers weekdays from tomorrow, 09:00 to 16:00 local, for 14 days', () => {
    const slots = offeredSlots(now, 'America/New_York');
    expect(slots).toHaveLength(10 * 8);
    expect(slots[0]).toEqual({ start: '2026-11-23T14:00:00.000Z', end: '2026-11-23T15:00:00.000Z' });
  });

  it('follows the zone, including half-hour offsets', () => {
    expect(offeredSlots(now, 'Asia/Kolkata')[0].start).toBe('2026-11-23T03:30:00.000Z');
  });

  it('falls back to UTC for an unknown zone', () => {
    expect(offeredSlots(now, 'Mars/Olympus')[0].start).toBe('2026-11-23T09:00:00.000Z');
  });

  it.each([
    ['2026-11-23T14:00:00.000Z', true],
    ['2026-11-23T14:00:00Z', true],
    ['2026-11-23T14:30:00Z', false],
    ['2026-11-22T14:00:00Z', false],
    ['soon', false],
  ])('checks %s was offered → %s', (start, offered) => {
    expect(isOfferedSlot(start, now, 'America/New_York')).toBe(offered);
  });
});
