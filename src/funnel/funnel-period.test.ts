import { askPeriod, isoWeekOf, publishedWeeks, weekPublishedAt } from './funnel-period';

const at = (instant: string) => new Date(instant);

describe('funnel periods', () => {
  it('finds the ISO week (Monday to Sunday, UTC) of any day, across months, years and leap days', () => {
    expect(isoWeekOf('2026-11-28')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(isoWeekOf('2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(isoWeekOf('2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(isoWeekOf('2027-01-01')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
    expect(isoWeekOf('2028-02-29')).toEqual({ from: '2028-02-28', to: '2028-03-05' });
    expect(isoWeekOf('0001-01-03')).toEqual({ from: '0001-01-01', to: '0001-01-07' });
  });

  it('publishes a week from the Wednesday after it, midnight UTC, and lists the latest published first', () => {
    const week = { from: '2026-11-23', to: '2026-11-29' };
    expect(weekPublishedAt(week).toISOString()).toBe('2026-12-02T00:00:00.000Z');
    expect(publishedWeeks(at('2026-12-01T23:59:59.999Z'), 2)).toEqual([{ from: '2026-11-16', to: '2026-11-22' }, { from: '2026-11-09', to: '2026-11-15' }]);
    expect(publishedWeeks(at('2026-12-02T00:00:00Z'), 1)).toEqual([week]);
    expect(publishedWeeks(at('2026-12-08T23:00:00Z'), 1)).toEqual([week]);
    expect(publishedWeeks(at('2026-12-02T00:00:00Z'), 0)).toEqual([]);
  });

  it('answers exactly one published week and nothing else, naming the weeks that may be asked', () => {
    const now = at('2026-12-10T00:00:00Z');
    expect(askPeriod('2026-11-23', '2026-11-29', now)).toEqual({ published: { from: '2026-11-23', to: '2026-11-29' } });
    // The subtraction attack: 28 November alone, 27 to 28, 27 alone.
    for (const [from, to] of [['2026-11-28', '2026-11-28'], ['2026-11-27', '2026-11-28'], ['2026-11-27', '2026-11-27']]) {
      expect(askPeriod(from, to, now)).toEqual({ refused: 'not_one_week', weeks: [{ from: '2026-11-23', to: '2026-11-29' }] });
    }
    // Two weeks at once would be the sum of two published weeks: one week a request.
    expect(askPeriod('2026-11-23', '2026-12-06', now)).toEqual({ refused: 'not_one_week', weeks: [{ from: '2026-11-23', to: '2026-11-29' }, { from: '2026-11-30', to: '2026-12-06' }] });
    // The week still being counted: refused until it settles, naming the latest published.
    expect(askPeriod('2026-12-07', '2026-12-13', now)).toEqual({ refused: 'not_yet_published', publishedFrom: '2026-12-16T00:00:00.000Z', weeks: [{ from: '2026-11-30', to: '2026-12-06' }] });
  });

  it('names at most six weeks for a huge or far-off range, and only real days', () => {
    const now = at('2026-12-10T00:00:00Z');
    const huge = askPeriod('0000-01-01', '9999-12-31', now);
    expect(huge).toMatchObject({ refused: 'not_one_week' });
    const weeks = 'weeks' in huge ? huge.weeks : [];
    expect(weeks.length).toBeGreaterThan(0);
    expect(weeks.length).toBeLessThanOrEqual(6);
    for (const week of weeks) expect(week.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(askPeriod('9999-12-27', '9999-12-31', now)).toMatchObject({ refused: 'not_one_week', weeks: [{ from: '2026-11-30', to: '2026-12-06' }] });
  });
});
