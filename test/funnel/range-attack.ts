import { funnelCells } from '../../src/funnel/funnel-cells';
import type { FunnelTable, SuppressedFunnel } from '../../src/funnel/funnel-table';
import { linearSpan } from './linear-span';
import { flatCells, readerFigures } from './reader-figures';

/** The raw funnel of days `first` to `last` (indexes into `days`): the days' tables added up cell by cell. */
export function rangeTable(days: readonly FunnelTable[], first: number, last: number): FunnelTable {
  const picked = days.slice(first, last + 1);
  const add = (read: (t: FunnelTable) => number) => picked.reduce((sum, t) => sum + read(t), 0);
  return {
    flowHash: picked[0].flowHash, from: picked[0].from, to: picked[picked.length - 1].to, submitted: add((t) => t.submitted),
    steps: picked[0].steps.map((step, s) => ({
      stepId: step.stepId, sent: add((t) => t.steps[s].sent), saved: add((t) => t.steps[s].saved), back: add((t) => t.steps[s].back), left: add((t) => t.steps[s].left),
      timeBuckets: Object.fromEntries(Object.keys(step.timeBuckets).map((b) => [b, add((t) => t.steps[s].timeBuckets[b])])),
    })),
  };
}

/** Every range of consecutive days, as index pairs. */
export const everyRange = (count: number): [number, number][] =>
  Array.from({ length: count }, (_, first) => Array.from({ length: count - first }, (__, k): [number, number] => [first, first + k])).flat();

/**
 * What an attacker who holds `answers` (published tables, each over whole days of `days`, each day one raw table
 * with `from === to`) and combines them linearly recovers: every figure of 1 to 10 of any range of days (a cell,
 * or a difference of linked cells), asked or not, whose value follows. The unknowns are every cell of every day;
 * known are each shown cell of each answer (the sum of its days' cells) and the relations, which hold day by day.
 */
export function recoveredByCombining(days: readonly FunnelTable[], answers: readonly SuppressedFunnel[]): string[] {
  const cells = flatCells(days[0]).length;
  const width = days.length * cells;
  const dayIndex = new Map(days.map((day, d) => [day.from, d]));
  const lift = (vector: readonly number[], first: number, last: number) => {
    const lifted = new Array<number>(width).fill(0);
    for (let d = first; d <= last; d++) vector.forEach((c, cell) => { lifted[d * cells + cell] = c; });
    return lifted;
  };
  const known = days.flatMap((day, d) => funnelCells(day).equations.map((row) => lift(row, d, d)));
  for (const answer of answers) {
    const [first, last] = [dayIndex.get(answer.from), dayIndex.get(answer.to)];
    if (first === undefined || last === undefined) throw new Error(`An answer covers ${answer.from} to ${answer.to}, outside the days the attack models.`);
    const shown = flatCells(answer);
    shown.forEach((v, cell) => v !== null && known.push(lift(shown.map((_, c) => (c === cell ? 1 : 0)), first, last)));
  }
  const follows = linearSpan(known, width);
  return everyRange(days.length).flatMap(([first, last]) =>
    readerFigures(rangeTable(days, first, last))
      .filter((f) => f.value >= 1 && f.value <= 10 && follows(lift(f.vector, first, last)))
      .map((f) => `${days[first].from}..${days[last].to} ${f.name} = ${f.value}`));
}
