/**
 * The span of some linear equations, built once, to ask many times whether a vector lies in it: an attacker who
 * knows the value of every row knows exactly the value of every vector in their span. Floating point with partial
 * pivoting, independent of the exact integer elimination the suppression itself uses.
 */
export function linearSpan(rows: readonly number[][], width: number): (vector: readonly number[]) => boolean {
  const basis: { pivot: number; row: Float64Array }[] = [];
  const reduce = (vector: readonly number[]): Float64Array => {
    const rest = Float64Array.from({ length: width }, (_, i) => vector[i] ?? 0);
    for (const { pivot, row } of basis) {
      const factor = rest[pivot];
      if (Math.abs(factor) < 1e-12) continue;
      for (let i = 0; i < width; i++) rest[i] -= factor * row[i];
    }
    return rest;
  };
  for (const source of rows) {
    const rest = reduce(source);
    let pivot = -1;
    for (let i = 0; i < width; i++) if (Math.abs(rest[i]) > 1e-9 && (pivot < 0 || Math.abs(rest[i]) > Math.abs(rest[pivot]))) pivot = i;
    if (pivot < 0) continue;
    const scale = rest[pivot];
    for (let i = 0; i < width; i++) rest[i] /= scale;
    // Keep the basis fully reduced, so reducing a vector row by row in any order clears every pivot.
    for (const entry of basis) {
      const factor = entry.row[pivot];
      if (Math.abs(factor) < 1e-12) continue;
      for (let i = 0; i < width; i++) entry.row[i] -= factor * rest[i];
    }
    basis.push({ pivot, row: rest });
  }
  return (vector) => reduce(vector).every((x) => Math.abs(x) < 1e-6);
}
