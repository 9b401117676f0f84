const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));

// Integer rows divided by their common factor stay small, so elimination is exact without fractions.
const reduce = (row: number[]): number[] => {
  const g = row.reduce((acc, x) => gcd(acc, x), 0);
  return g > 1 ? row.map((x) => x / g) : row;
};

/**
 * The hidden cells whose value follows from the shown cells and the equations: exactly those for which the
 * equations restricted to hidden cells, in reduced row echelon form, have a row naming that cell alone.
 */
export function determinedCells(equations: readonly number[][], hidden: readonly number[]): number[] {
  const rows = equations.map((row) => hidden.map((cell) => row[cell] ?? 0)).filter((row) => row.some((x) => x !== 0));
  let rank = 0;
  for (let column = 0; column < hidden.length && rank < rows.length; column++) {
    const pivotAt = rows.findIndex((row, r) => r >= rank && row[column] !== 0);
    if (pivotAt < 0) continue;
    [rows[rank], rows[pivotAt]] = [rows[pivotAt], rows[rank]];
    const pivotRow = rows[rank];
    const pivot = pivotRow[column];
    for (let r = 0; r < rows.length; r++) {
      const row = rows[r];
      const factor = row[column];
      if (r === rank || factor === 0) continue;
      rows[r] = reduce(row.map((x, c) => x * pivot - (pivotRow[c]) * factor));
    }
    rank++;
  }
  const determined = new Set<number>();
  for (const row of rows) {
    const nonZero = row.flatMap((x, c) => (x !== 0 ? [c] : []));
    if (nonZero.length === 1) determined.add(hidden[nonZero[0]]);
  }
  return [...determined].sort((a, b) => a - b);
}
