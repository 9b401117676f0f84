import type { FunnelOf } from '../../src/funnel/funnel-table';

/** A figure a reader can form from one funnel table: a name, its coefficients over the table's flat cells, its value. */
export interface ReaderFigure {
  name: string;
  vector: number[];
  value: number;
}

/** The funnel's cells in reading order: each step's counts then its buckets, then submitted. */
export const flatCells = <N>(funnel: FunnelOf<N>): N[] => [
  ...funnel.steps.flatMap((s) => [s.sent, s.saved, s.back, s.left, ...Object.values(s.timeBuckets)]),
  funnel.submitted,
];

const subsets = <T>(items: T[]): T[][] => items.reduce<T[][]>((all, item) => [...all, ...all.map((s) => [...s, item])], [[]]);

/**
 * Written from the table's meaning, not from the suppression's relations: every cell; every count a reader gets by
 * taking linked cells from each other (sent − saved, sent − back, sent − left, one step's sent − a later step's
 * sent or saved or submitted, a step's count − any part of a later step); and every sum of two or more time buckets
 * of a step.
 */
export function readerFigures(table: FunnelOf<number>): ReaderFigure[] {
  const values = flatCells(table);
  const width = values.length;
  const at: { sent: number; saved: number; back: number; left: number; buckets: number[] }[] = [];
  let next = 0;
  for (const step of table.steps) {
    const buckets = Object.keys(step.timeBuckets).map((_, k) => next + 4 + k);
    at.push({ sent: next, saved: next + 1, back: next + 2, left: next + 3, buckets });
    next += 4 + buckets.length;
  }
  const submitted = next;
  const figure = (name: string, terms: [number, number][]): ReaderFigure => {
    const vector = new Array<number>(width).fill(0);
    for (const [cell, c] of terms) vector[cell] += c;
    return { name, vector, value: vector.reduce((sum, c, i) => sum + c * values[i], 0) };
  };
  const figures = values.map((_, cell) => figure(`cell ${cell}`, [[cell, 1]]));
  // Who is counted at step j or later is counted in every earlier step's sent and saved.
  const chain = [...at.flatMap((s, j) => [{ cell: s.sent, step: j }, { cell: s.saved, step: j + 1 }]), { cell: submitted, step: at.length }];
  at.forEach((step, j) => {
    const parts = [step.saved, step.back, step.left, ...step.buckets];
    for (const outer of chain.filter((c) => c.step <= j)) {
      for (const part of parts) figures.push(figure(`${outer.cell} − ${part}`, [[outer.cell, 1], [part, -1]]));
    }
    for (const group of subsets(step.buckets).filter((g) => g.length >= 2)) figures.push(figure(`buckets ${group.join('+')}`, group.map((cell) => [cell, 1])));
  });
  for (const [i, a] of chain.entries()) for (const b of chain.slice(i + 1)) figures.push(figure(`${a.cell} − ${b.cell}`, [[a.cell, 1], [b.cell, -1]]));
  return figures;
}
