/** Optimal-string-alignment distance: insertions, deletions, substitutions and swaps of neighbours cost 1. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((d[i - 1]?.[j] ?? 0) + 1, (d[i]?.[j - 1] ?? 0) + 1, (d[i - 1]?.[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, (d[i - 2]?.[j - 2] ?? 0) + 1);
      (d[i])[j] = best;
    }
  }
  return d[a.length]?.[b.length] ?? 0;
}

/** The words of a name, lower case: camelCase humps and runs between punctuation ('homeCountry' → home, country). */
function wordsOf(name: string): string[] {
  return name.replace(/([a-z\d])([A-Z])/g, '$1 $2').toLowerCase().split(/[^a-z\d]+/).filter((word) => word !== '');
}

// Fewest letters the shared words must have: sharing a word like 'of' or 'id' says nothing about intent.
const MIN_SHARED_LETTERS = 4;

/**
 * The candidate whose words all belong to the name's, or the name's to the candidate's ('homeCountry' →
 * 'country', 'birthDate' → 'dateOfBirth'): the one sharing the most words, then the closest in length.
 */
function sharingWords(name: string, candidates: readonly string[]): string | undefined {
  const mine = new Set(wordsOf(name));
  let best: { candidate: string; shared: number; gap: number } | undefined;
  for (const candidate of candidates) {
    const theirs = new Set(wordsOf(candidate));
    const shared = [...theirs].filter((word) => mine.has(word));
    if (shared.length !== theirs.size && shared.length !== mine.size) continue;
    if (shared.join('').length < MIN_SHARED_LETTERS) continue;
    const gap = Math.abs(candidate.length - name.length);
    if (best === undefined || shared.length > best.shared || (shared.length === best.shared && gap < best.gap)) best = { candidate, shared: shared.length, gap };
  }
  return best?.candidate;
}

/**
 * The candidate the author most likely meant: a case-insensitive match first, else the closest within two
 * edits (one for names of three characters or fewer, where two edits would suggest almost anything), else
 * one that shares its words with the name.
 */
export function nearestName(name: string, candidates: Iterable<string>): string | undefined {
  const list = [...new Set(candidates)].filter((c) => c !== name);
  const folded = list.find((c) => c.toLowerCase() === name.toLowerCase());
  if (folded !== undefined) return folded;
  const limit = name.length <= 3 ? 1 : 2;
  // Ties go to the candidate sharing the longer start ('USA' → 'US', not 'SA').
  const shared = (c: string) => [...c.toLowerCase()].findIndex((ch, i) => ch !== name.toLowerCase()[i]) >>> 0;
  let best: { candidate: string; distance: number; prefix: number } | undefined;
  for (const candidate of list) {
    const distance = editDistance(name.toLowerCase(), candidate.toLowerCase());
    const prefix = Math.min(shared(candidate), candidate.length);
    if (distance <= limit && (best === undefined || distance < best.distance || (distance === best.distance && prefix > best.prefix))) best = { candidate, distance, prefix };
  }
  return best?.candidate ?? sharingWords(name, list);
}

/** " Did you mean 'X'?" when a near match exists, else an empty string (to append to a message). */
export function didYouMean(name: string, candidates: Iterable<string>): string {
  const near = nearestName(name, candidates);
  return near === undefined ? '' : ` Did you mean '${near}'?`;
}
