/** The rank of a matrix by Gaussian elimination in floating point (entries are small integers). */
export function rankOf(matrix: number[][]): number {
  const rows = matrix.map((row) => [...row]);
  const width = rows[0]?.length ?? 0;
  let rank = 0;
  for (let c = 0; c < width && rank < rows.length; c++) {
    let best = rank;
    for (let r = rank + 1; r < rows.length; r++) if (Math.abs(rows[r][c]) > Math.abs(rows[best][c])) best = r;
    if (Math.abs(rows[best][c]) < 1e-9) continue;
    [rows[rank], rows[best]] = [rows[best], rows[rank]];
    for (let r = rank + 1; r < rows.length; r++) {
      const f = rows[r][c] / rows[rank][c];
      rows[r] = rows[r].map((x, k) => x - f * rows[rank][k]);
    }
    rank++;
  }
  return rank;
}

/**
 * Whether a hidden cell's value follows from the shown cells and the equations: it does exactly when its column
 * (restricted to the hidden cells) is not a combination of the other hidden cells' columns.
 */
export function isDetermined(equations: number[][], hidden: number[], cell: number): boolean {
  const others = hidden.filter((h) => h !== cell);
  const all = equations.map((row) => hidden.map((h) => row[h] ?? 0));
  const without = equations.map((row) => others.map((h) => row[h] ?? 0));
  return rankOf(all) > rankOf(without);
}
