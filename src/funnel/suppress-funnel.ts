import type { FunnelTable, SuppressedFunnel } from './funnel-table';
import { funnelCells } from './funnel-cells';
import { follows, unknownsOf, unknownsWithShown, type Figure } from './follows-from';
import { readerFigures } from './reader-figures';

export type { FunnelTable, SuppressedFunnel } from './funnel-table';

/** The smallest count shown: 1 to 10 are hidden (0 is shown). */
export const SMALLEST_SHOWN = 11;

const isSmall = (n: number) => n > 0 && n < SMALLEST_SHOWN;

// The shown cell to hide next for a figure that follows: the smallest one in the figure or sharing an equation with
// one of its hidden cells, so the least information is given up for it.
function nextToHide(values: number[], equations: number[][], hidden: Set<number>, leak: Figure): number {
  const leakHidden = leak.filter(([cell]) => hidden.has(cell)).map(([cell]) => cell);
  const near = [
    ...leak.map(([cell]) => cell),
    ...equations.filter((row) => leakHidden.some((cell) => row[cell] !== 0)).flatMap((row) => row.flatMap((c, cell) => (c !== 0 ? [cell] : []))),
  ].filter((cell) => !hidden.has(cell));
  const pool = near.length > 0 ? near : values.map((_, cell) => cell).filter((cell) => !hidden.has(cell));
  return pool.reduce((best, cell) => (values[cell] < values[best] || (values[cell] === values[best] && cell < best) ? cell : best));
}

/**
 * A funnel safe to show staff. Counts of 1 to 10 are hidden (primary suppression). The protected figures are every
 * figure a reader can form from the table and read as a number of members (`reader-figures.ts`: cells, sums of
 * parts, differences of linked cells such as sent − saved) whose value is 1 to 10; while any of them follows from
 * the shown counts and the relations (`funnel-relations.ts`), the smallest shown count near it is hidden too
 * (complementary suppression). Then each complementary cell, largest first, is shown again if no protected figure
 * follows.
 */
export function suppressFunnel(table: FunnelTable): SuppressedFunnel {
  const { values, relations, equations, rebuild } = funnelCells(table);
  const valueOf = (figure: Figure) => figure.reduce((sum, [cell, c]) => sum + c * values[cell], 0);
  // Real counts only approach the relations (a member still on a step, a save not yet submitted), so a figure the
  // relations alone make 0 can count 1 to 10 members: a reader learns it only by reading all its cells shown.
  const whollyModelled = unknownsOf(equations, new Set(values.keys()));
  const protectedFigures = readerFigures(values.length, relations)
    .filter((figure) => isSmall(valueOf(figure)))
    .map((figure) => ({ figure, modelled: follows(whollyModelled, figure) }));
  const leaksOf = (unknowns: ReturnType<typeof unknownsOf>, hidden: Set<number>) =>
    protectedFigures
      .filter(({ figure, modelled }) => (modelled ? figure.every(([cell]) => !hidden.has(cell)) : follows(unknowns, figure)))
      .map(({ figure }) => figure);
  const hidden = new Set(values.flatMap((n, cell) => (isSmall(n) ? [cell] : [])));
  let unknowns = unknownsOf(equations, hidden);
  // Each round hides a cell for every figure that still follows; what that hides without need is shown again below.
  for (let leaks = leaksOf(unknowns, hidden); leaks.length > 0; leaks = leaksOf(unknowns, hidden)) {
    for (const cell of leaks.map((leak) => nextToHide(values, equations, hidden, leak))) hidden.add(cell);
    unknowns = unknownsOf(equations, hidden);
  }
  // Showing a cell only narrows the unknowns, so each try is a cheap update rather than a new elimination. A cell
  // needed now stays needed as others are shown, so one pass leaves no cell hidden whose value follows anyway.
  const complementary = [...hidden].filter((cell) => !isSmall(values[cell])).sort((a, b) => values[b] - values[a] || a - b);
  for (const cell of complementary) {
    const narrowed = unknownsWithShown(unknowns, cell);
    hidden.delete(cell);
    if (leaksOf(narrowed, hidden).length > 0) hidden.add(cell);
    else unknowns = narrowed;
  }
  return rebuild(values.map((_, cell) => !hidden.has(cell)));
}
