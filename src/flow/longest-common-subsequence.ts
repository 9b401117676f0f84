/** The longest sequence of ids both lists hold in the same order (what stayed put when steps were reordered). */
export function longestCommonSubsequence(a: string[], b: string[]): string[] {
  const table = a.map(() => b.map(() => 0));
  const at = (i: number, j: number) => (i < 0 || j < 0 ? 0 : (table[i]?.[j] ?? 0));
  a.forEach((x, i) => b.forEach((y, j) => ((table[i])[j] = x === y ? at(i - 1, j - 1) + 1 : Math.max(at(i - 1, j), at(i, j - 1)))));
  const out: string[] = [];
  for (let i = a.length - 1, j = b.length - 1; i >= 0 && j >= 0; ) {
    if (a[i] === b[j]) {
      out.unshift(a[i]);
      i -= 1;
      j -= 1;
    } else if (at(i - 1, j) >= at(i, j - 1)) i -= 1;
    else j -= 1;
  }
  return out;
}
