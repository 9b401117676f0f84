import fc from 'fast-check';
import { funnelTable } from '../../test/funnel/funnel-arbitrary';
import { isDetermined } from '../../test/funnel/rank-of';
import { funnelCells } from './funnel-cells';
import type { FunnelOf, FunnelTable } from './funnel-table';
import { FunnelCountError } from './funnel-count-error';
import { suppressFunnel } from './suppress-funnel';

/** The funnel's cells in reading order: each step's counts then its buckets, then submitted. */
const flat = <N>(funnel: FunnelOf<N>): N[] => [
  ...funnel.steps.flatMap((s) => [s.sent, s.saved, s.back, s.left, ...Object.values(s.timeBuckets)]),
  funnel.submitted,
];

const hiddenOf = (table: FunnelTable) => {
  const shown = flat(suppressFunnel(table));
  return shown.flatMap((v, i) => (v === null ? [i] : []));
};

// 300 random funnels of 1 to 8 steps (4 counts and 4 time buckets a step: up to 65 cells each).
const RUNS = { numRuns: 300, seed: 20261126 };

describe('suppressFunnel', () => {
  it('hides counts of 1 to 10 and shows 0 and 11', () => {
    const table: FunnelTable = {
      version: 'v1', from: '2026-01-01', to: '2026-01-31',
      steps: [{ stepId: 'a', sent: 40, saved: 29, back: 0, left: 11, timeBuckets: { fast: 29, slow: 0 } },
        { stepId: 'b', sent: 29, saved: 25, back: 1, left: 3, timeBuckets: { fast: 20, slow: 5 } }],
      submitted: 25,
    };
    const before = flat(table);
    expect(before.filter((n) => n > 0 && n < 11)).toEqual([1, 3, 5]);
    const shown = suppressFunnel(table);
    expect(shown.steps[0]).toEqual(table.steps[0]);
    expect(shown.steps[1]).toMatchObject({ back: null, left: null, timeBuckets: { slow: null } });
    expect(shown.version).toBe('v1');
  });

  it('states relations that random consistent funnels obey', () => {
    fc.assert(
      fc.property(funnelTable(), (table) => {
        const { values, equations } = funnelCells(table);
        expect(values).toEqual(flat(table));
        for (const row of equations) expect(row.reduce((sum, c, i) => sum + c * (values[i]), 0)).toBe(0);
      }),
      RUNS,
    );
  });

  it('leaves no hidden count that the shown counts and the relations determine', () => {
    fc.assert(
      fc.property(funnelTable(), (table) => {
        const { equations } = funnelCells(table);
        const hidden = hiddenOf(table);
        const recovered = hidden.filter((cell) => isDetermined(equations, hidden, cell));
        expect(recovered).toEqual([]);
      }),
      RUNS,
    );
  });

  it('hides every count of 1 to 10, and a larger count or 0 only when showing it would reveal a hidden one', () => {
    fc.assert(
      fc.property(funnelTable(), (table) => {
        const { values, equations } = funnelCells(table);
        const hidden = hiddenOf(table);
        for (const [cell, n] of values.entries()) if (n > 0 && n < 11) expect(hidden).toContain(cell);
        for (const cell of hidden.filter((c) => !((values[c]) > 0 && (values[c]) < 11))) {
          const rest = hidden.filter((h) => h !== cell);
          expect(rest.some((h) => isDetermined(equations, rest, h))).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('copes with no steps, steps without buckets, all zeros and huge counts', () => {
    const empty: FunnelTable = { version: 'v', from: 'f', to: 't', steps: [], submitted: 4 };
    expect(suppressFunnel(empty)).toEqual({ ...empty, submitted: null });
    const zeros: FunnelTable = { ...empty, steps: [{ stepId: 'a', sent: 0, saved: 0, back: 0, left: 0, timeBuckets: {} }], submitted: 0 };
    expect(suppressFunnel(zeros)).toEqual(zeros);
    const huge: FunnelTable = { ...empty, steps: [{ stepId: 'a', sent: 2e9, saved: 2e9 - 12, back: 11, left: 1, timeBuckets: {} }], submitted: 2e9 - 12 };
    const shown = suppressFunnel(huge);
    expect(shown.steps[0]?.left).toBeNull();
    expect(hiddenOf(huge).filter((cell) => isDetermined(funnelCells(huge).equations, hiddenOf(huge), cell))).toEqual([]);
  });

  it('refuses a count that is negative, fractional or not a number, naming the cell', () => {
    const good: FunnelTable = { version: 'v', from: 'f', to: 't', steps: [{ stepId: 'a', sent: 20, saved: 20, back: 0, left: 0, timeBuckets: { fast: 20 } }], submitted: 20 };
    expect(() => suppressFunnel(good)).not.toThrow();
    const bad = (change: (table: FunnelTable) => void) => {
      const table = JSON.parse(JSON.stringify(good)) as FunnelTable;
      change(table);
      return () => suppressFunnel(table);
    };
    expect(bad((t) => { t.steps[0].left = -3; })).toThrow(FunnelCountError);
    expect(bad((t) => { t.steps[0].left = -3; })).toThrow('step a left');
    expect(bad((t) => { t.steps[0].timeBuckets.fast = 2.5; })).toThrow('step a time bucket fast');
    expect(bad((t) => { t.submitted = Number.NaN; })).toThrow('submitted');
  });
});
