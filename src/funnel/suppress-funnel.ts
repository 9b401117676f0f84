import type { FunnelTable, SuppressedFunnel } from './funnel-table';
import { funnelCells } from './funnel-cells';
import { determinedCells } from './determined-cells';

export type { FunnelTable, SuppressedFunnel } from './funnel-table';

/** The smallest count shown: 1 to 10 are hidden (0 is shown). */
export const SMALLEST_SHOWN = 11;

const isSmall = (n: number) => n > 0 && n < SMALLEST_SHOWN;

// The shown cell to hide next: the smallest one sharing an equation with a cell the shown ones still reveal, so
// the least information is given up for it.
function nextToHide(values: number[], equations: number[][], hidden: Set<number>, revealed: number[]): number {
  const candidates = equations
    .filter((row) => revealed.some((cell) => row[cell] !== 0))
    .flatMap((row) => row.flatMap((c, cell) => (c !== 0 && !hidden.has(cell) ? [cell] : [])));
  const pool = candidates.length > 0 ? candidates : values.map((_, cell) => cell).filter((cell) => !hidden.has(cell));
  return pool.reduce((best, cell) => ((values[cell]) < (values[best]) ? cell : best));
}

const sorted = (cells: Set<number>) => [...cells].sort((a, b) => a - b);

/**
 * A funnel safe to show staff. Counts of 1 to 10 are hidden (primary suppression); then, while the shown counts
 * and the relations the funnel obeys (`funnel-relations.ts`) still determine a hidden count, the smallest shown
 * count in one of its equations is hidden too (complementary suppression); finally any complementary cell that
 * can be shown again without revealing a hidden one is shown, largest first.
 */
export function suppressFunnel(table: FunnelTable): SuppressedFunnel {
  const { values, equations, rebuild } = funnelCells(table);
  const hidden = new Set(values.flatMap((n, cell) => (isSmall(n) ? [cell] : [])));
  for (let revealed = determinedCells(equations, sorted(hidden)); revealed.length > 0; revealed = determinedCells(equations, sorted(hidden))) {
    hidden.add(nextToHide(values, equations, hidden, revealed));
  }
  const complementary = sorted(hidden).filter((cell) => !isSmall(values[cell]));
  for (const cell of complementary.sort((a, b) => (values[b]) - (values[a]))) {
    hidden.delete(cell);
    if (determinedCells(equations, sorted(hidden)).length > 0) hidden.add(cell);
  }
  return rebuild(values.map((_, cell) => !hidden.has(cell)));
}
