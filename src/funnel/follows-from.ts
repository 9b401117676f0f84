/** A linear figure over a funnel's cells: `[cell, coefficient]` terms. */
export type Figure = readonly (readonly [number, number])[];

/** A sparse integer row: column → non-zero coefficient. */
type Row = Map<number, number>;

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));
const lcm = (a: number, b: number): number => (a / gcd(a, b)) * b;

// `a × row − b × pivotRow`, divided by the common factor of what remains, so elimination stays exact and small.
function combine(row: Row, a: number, pivotRow: Row, b: number): Row {
  const out: Row = new Map();
  for (const [c, x] of row) out.set(c, a * x);
  for (const [c, x] of pivotRow) {
    const y = (out.get(c) ?? 0) - b * x;
    if (y === 0) out.delete(c);
    else out.set(c, y);
  }
  let g = 0;
  for (const x of out.values()) {
    if (!Number.isSafeInteger(x)) throw new RangeError('Funnel elimination left the safe integers; the relations are not small integer rows.');
    g = gcd(g, x);
  }
  if (g > 1) for (const [c, x] of out) out.set(c, x / g);
  return out;
}

/**
 * What a reader cannot know about the hidden cells: a basis of the null space of the equations restricted to the
 * hidden cells (vectors keyed by cell). The hidden values are known only up to adding such a vector, so a figure's
 * value follows from the shown cells exactly when it is orthogonal to each of them. Exact integer arithmetic,
 * sparse rows (each relation names a handful of cells).
 */
export function unknownsOf(equations: readonly number[][], hidden: ReadonlySet<number>): Row[] {
  const rows: Row[] = equations
    .map((row) => new Map(row.flatMap((x, cell) => (x !== 0 && hidden.has(cell) ? [[cell, x] as const] : []))))
    .filter((row) => row.size > 0);
  const pivots: { column: number; row: Row }[] = [];
  for (const column of [...hidden].sort((a, b) => a - b)) {
    const at = rows.findIndex((row) => row.has(column));
    if (at < 0) continue;
    const [pivotRow] = rows.splice(at, 1);
    const p = pivotRow.get(column) as number;
    const eliminate = (row: Row) => {
      const factor = row.get(column);
      return factor === undefined ? row : combine(row, p, pivotRow, factor);
    };
    for (let r = 0; r < rows.length; r++) rows[r] = eliminate(rows[r]);
    for (const pivot of pivots) pivot.row = eliminate(pivot.row);
    pivots.push({ column, row: pivotRow });
    for (let r = rows.length - 1; r >= 0; r--) if (rows[r].size === 0) rows.splice(r, 1);
  }
  // One vector per free hidden cell f: a multiple of 1 at f, and at each pivot what cancels its row (the rows are
  // fully reduced, so each names one pivot).
  const pivotColumns = new Set(pivots.map((pivot) => pivot.column));
  const unknowns: Row[] = [];
  for (const free of hidden) {
    if (pivotColumns.has(free)) continue;
    const touching = pivots.filter((pivot) => pivot.row.has(free));
    const scale = touching.reduce((acc, pivot) => lcm(acc, Math.abs(pivot.row.get(pivot.column) as number)), 1);
    const vector: Row = new Map([[free, scale]]);
    for (const pivot of touching) vector.set(pivot.column, (-(pivot.row.get(free) as number) * scale) / (pivot.row.get(pivot.column) as number));
    unknowns.push(vector);
  }
  return unknowns;
}

/** The unknowns once `cell` is shown too: the combinations of them that leave `cell` unchanged. */
export function unknownsWithShown(unknowns: readonly Row[], cell: number): Row[] {
  const at = unknowns.findIndex((vector) => vector.has(cell));
  if (at < 0) return [...unknowns];
  const pivot = unknowns[at];
  const p = pivot.get(cell) as number;
  return unknowns.flatMap((vector, i) => {
    if (i === at) return [];
    const factor = vector.get(cell);
    if (factor === undefined) return [vector];
    const rest = combine(vector, p, pivot, factor);
    return rest.size > 0 ? [rest] : [];
  });
}

/** Whether a figure's value follows from what is shown: no unknown direction changes it. */
export const follows = (unknowns: readonly Row[], figure: Figure): boolean =>
  unknowns.every((vector) => figure.reduce((sum, [cell, coefficient]) => sum + coefficient * (vector.get(cell) ?? 0), 0) === 0);

/** Whether a figure's value follows from the shown cells and the equations, with `hidden` the cells a reader does not see. */
export function followsFrom(equations: readonly number[][], hidden: ReadonlySet<number>): (figure: Figure) => boolean {
  const unknowns = unknownsOf(equations, hidden);
  return (figure) => follows(unknowns, figure);
}
