import type { CellRelation } from './funnel-cells';
import type { Figure } from './follows-from';

// A relation with more parts than this would make its sums of parts too many to list; the funnel's widest has 6.
const MAX_PARTS = 12;

const subsetsOf = (items: number[]): number[][] => items.reduce<number[][]>((all, item) => [...all, ...all.map((s) => [...s, item])], [[]]);

/** Each cell's ancestors: the cells whose members include all of its own, through the relations, transitively. */
function ancestorsOf(cellCount: number, relations: readonly CellRelation[]): Set<number>[] {
  const parents = Array.from({ length: cellCount }, () => new Set<number>());
  for (const { total, parts } of relations) for (const part of parts) parents[part].add(total);
  return parents.map((direct, cell) => {
    const found = new Set<number>();
    const queue = [...direct];
    while (queue.length > 0) {
      const next = queue.pop() as number;
      if (next === cell || found.has(next)) continue;
      found.add(next);
      queue.push(...parents[next]);
    }
    return found;
  });
}

/**
 * Every figure a reader can form from one table and read as a number of members: each cell; each sum of two or
 * more parts of a relation (back + left, two time buckets); and each cell taken from a cell that includes its
 * members (sent − saved, one step's sent − a later step's, saved − a time bucket). Any of these that counts 1 to
 * 10 members must not follow from what is shown.
 */
export function readerFigures(cellCount: number, relations: readonly CellRelation[]): Figure[] {
  const figures: Figure[] = Array.from({ length: cellCount }, (_, cell) => [[cell, 1]]);
  for (const { parts } of relations) {
    if (parts.length > MAX_PARTS) throw new RangeError(`A funnel relation has ${parts.length} parts; at most ${MAX_PARTS} can have their sums protected.`);
    for (const group of subsetsOf(parts)) if (group.length >= 2 && group.length < parts.length) figures.push(group.map((cell) => [cell, 1]));
  }
  ancestorsOf(cellCount, relations).forEach((ancestors, cell) => {
    for (const ancestor of ancestors) figures.push([[ancestor, 1], [cell, -1]]);
  });
  return figures;
}
