import fc from 'fast-check';
import { funnelTable } from '../../test/funnel/funnel-arbitrary';
import { isDetermined } from '../../test/funnel/rank-of';
import { linearSpan } from '../../test/funnel/linear-span';
import { everyRange, rangeTable, recoveredByCombining } from '../../test/funnel/range-attack';
import { flatCells, readerFigures } from '../../test/funnel/reader-figures';
import { askPeriod } from './funnel-period';
import { funnelCells } from './funnel-cells';
import type { FunnelOf, FunnelTable } from './funnel-table';
import { FunnelCountError } from './funnel-count-error';
import { suppressFunnel } from './suppress-funnel';

const flat = <N>(funnel: FunnelOf<N>): N[] => flatCells(funnel);

const hiddenOf = (table: FunnelTable) => {
  const shown = flat(suppressFunnel(table));
  return shown.flatMap((v, i) => (v === null ? [i] : []));
};

const isSmall = (n: number) => n >= 1 && n <= 10;

/** What a reader of one published table can work out exactly: each shown cell, and every relation the table obeys. */
const readerKnows = (table: FunnelTable) => {
  const { equations } = funnelCells(table);
  const shown = flat(suppressFunnel(table));
  const width = shown.length;
  const unit = (cell: number) => Array.from({ length: width }, (_, i) => (i === cell ? 1 : 0));
  return linearSpan([...equations, ...shown.flatMap((v, cell) => (v === null ? [] : [unit(cell)]))], width);
};

/** The figures of 1 to 10 a reader of the published table works out: cells, and differences of linked cells. */
const smallFiguresRead = (table: FunnelTable) => {
  const follows = readerKnows(table);
  return readerFigures(table).filter((f) => isSmall(f.value) && follows(f.vector)).map((f) => `${f.name} = ${f.value}`);
};

const DAY_MS = 86_400_000;
const dayAfter = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
// Two whole ISO weeks (Monday 23 November to Sunday 6 December 2026), asked long after they ended.
const DAYS = Array.from({ length: 14 }, (_, i) => dayAfter('2026-11-23', i));
const LONG_AFTER = new Date('2027-06-01T00:00:00Z');

// 300 random funnels of 1 to 8 steps (4 counts and 4 time buckets a step: up to 65 cells each).
const RUNS = { numRuns: 300, seed: 20261126 };

describe('suppressFunnel', () => {
  it('hides counts of 1 to 10 and shows 0 and 11', () => {
    const table: FunnelTable = {
      flowHash: 'v1', from: '2026-01-01', to: '2026-01-31',
      steps: [{ stepId: 'a', sent: 40, saved: 29, back: 0, left: 11, timeBuckets: { fast: 29, slow: 0 } },
        { stepId: 'b', sent: 29, saved: 25, back: 1, left: 3, timeBuckets: { fast: 20, slow: 5 } }],
      submitted: 25,
    };
    const before = flat(table);
    expect(before.filter((n) => n > 0 && n < 11)).toEqual([1, 3, 5]);
    const shown = suppressFunnel(table);
    expect(shown.steps[0]).toEqual(table.steps[0]);
    expect(shown.steps[1]).toMatchObject({ back: null, left: null, timeBuckets: { slow: null } });
    expect(shown.flowHash).toBe('v1');
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

  it('hides every count of 1 to 10, and a larger count or 0 only when showing it would reveal a figure of 1 to 10', () => {
    fc.assert(
      fc.property(funnelTable(), (table) => {
        const { values, equations } = funnelCells(table);
        const hidden = hiddenOf(table);
        for (const [cell, n] of values.entries()) if (n > 0 && n < 11) expect(hidden).toContain(cell);
        const small = readerFigures(table).filter((f) => isSmall(f.value));
        for (const cell of hidden.filter((c) => !isSmall(values[c]))) {
          const rest = hidden.filter((h) => h !== cell);
          const unit = (at: number) => values.map((_, i) => (i === at ? 1 : 0));
          const follows = linearSpan([...equations, ...values.flatMap((_, at) => (rest.includes(at) ? [] : [unit(at)]))], values.length);
          expect({ cell, needed: small.some((f) => follows(f.vector)) }).toEqual({ cell, needed: true });
        }
      }),
      RUNS,
    );
  });

  it('never lets a reader take linked cells from each other to get a count of 1 to 10 (sent 14, saved 11: 3 stopped)', () => {
    const table: FunnelTable = {
      flowHash: 'v1', from: '2026-11-28', to: '2026-11-28',
      steps: [{ stepId: 'a', sent: 14, saved: 11, back: 1, left: 2, timeBuckets: { fast: 0, slow: 11 } },
        { stepId: 'b', sent: 11, saved: 11, back: 0, left: 0, timeBuckets: { fast: 0, slow: 11 } }],
      submitted: 11,
    };
    const shown = suppressFunnel(table).steps[0];
    expect(shown.back === null && shown.left === null).toBe(true);
    expect(shown.sent === null || shown.saved === null).toBe(true);
    expect(smallFiguresRead(table)).toEqual([]);
  });

  it('within one table, no difference of linked cells or sum of buckets reveals a count of 1 to 10', () => {
    fc.assert(fc.property(funnelTable(), (table) => expect(smallFiguresRead(table)).toEqual([])), RUNS);
  });

  it('an attacker who asks every range the API allows and combines the answers linearly recovers no count of 1 to 10', () => {
    fc.assert(
      fc.property(fc.array(funnelTable(2, 2), { minLength: DAYS.length, maxLength: DAYS.length }), (generated) => {
        const days = generated.map((table, d) => ({ ...table, from: DAYS[d], to: DAYS[d] }));
        const answers = everyRange(DAYS.length).flatMap(([first, last]) => {
          const answer = askPeriod(DAYS[first], DAYS[last], LONG_AFTER);
          return 'published' in answer ? [suppressFunnel(rangeTable(days, first, last))] : [];
        });
        expect(answers.length).toBeGreaterThanOrEqual(2);
        expect(recoveredByCombining(days, answers)).toEqual([]);
      }),
      { numRuns: 25, seed: 20261128, endOnFailure: true },
    );
  });

  it('copes with real counts that only approach the relations: never fails, and never shows every cell of a difference of 1 to 10', () => {
    const loose = fc.record({
      steps: fc.array(fc.record({ sent: fc.nat(40), saved: fc.nat(40), back: fc.nat(12), left: fc.nat(12), buckets: fc.array(fc.nat(30), { minLength: 4, maxLength: 4 }) }), { minLength: 1, maxLength: 8 }),
      submitted: fc.nat(40),
    }).map(({ steps, submitted }): FunnelTable => ({
      flowHash: 'v', from: 'f', to: 't', submitted,
      steps: steps.map((s, i) => ({ stepId: `s${i}`, sent: s.sent, saved: s.saved, back: s.back, left: s.left, timeBuckets: Object.fromEntries(s.buckets.map((n, k) => [`b${k}`, n])) })),
    }));
    fc.assert(
      fc.property(loose, (table) => {
        const hidden = new Set(hiddenOf(table));
        const read = readerFigures(table).filter((f) => isSmall(f.value) && f.vector.every((c, cell) => c === 0 || !hidden.has(cell)));
        expect(read.map((f) => `${f.name} = ${f.value}`)).toEqual([]);
      }),
      { numRuns: 200, seed: 20261129 },
    );
  });

  it('copes with no steps, steps without buckets, all zeros and huge counts', () => {
    const empty: FunnelTable = { flowHash: 'v', from: 'f', to: 't', steps: [], submitted: 4 };
    expect(suppressFunnel(empty)).toEqual({ ...empty, submitted: null });
    const zeros: FunnelTable = { ...empty, steps: [{ stepId: 'a', sent: 0, saved: 0, back: 0, left: 0, timeBuckets: {} }], submitted: 0 };
    expect(suppressFunnel(zeros)).toEqual(zeros);
    const huge: FunnelTable = { ...empty, steps: [{ stepId: 'a', sent: 2e9, saved: 2e9 - 12, back: 11, left: 1, timeBuckets: {} }], submitted: 2e9 - 12 };
    const shown = suppressFunnel(huge);
    expect(shown.steps[0]?.left).toBeNull();
    expect(hiddenOf(huge).filter((cell) => isDetermined(funnelCells(huge).equations, hiddenOf(huge), cell))).toEqual([]);
  });

  it('refuses a count that is negative, fractional or not a number, naming the cell', () => {
    const good: FunnelTable = { flowHash: 'v', from: 'f', to: 't', steps: [{ stepId: 'a', sent: 20, saved: 20, back: 0, left: 0, timeBuckets: { fast: 20 } }], submitted: 20 };
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
