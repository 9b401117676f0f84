/** What a member gave, as patterns ready to mask in any text (redactText's second argument). */
export interface MemberMask {
  /** A value written after one of the flow's field names: "race":"hispanic", race=hispanic, race: hispanic. */
  keyed?: RegExp;
  /** The member's own answers and the words of them: their name anywhere, in any case. */
  values?: RegExp;
}

/** The most values one mask holds, and the longest: a mask costs at most their product per character masked. */
export const MAX_MASKED_VALUES = 64;
const MAX_VALUE_LENGTH = 200;
// Two-letter answers (language, country, region codes) are shared by millions and would mask every "US" in a log.
const MIN_VALUE_LENGTH = 3;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Not inside a longer word: "Ana" is masked in "Ana Silva", not in "Anabel".
const WORD_BEFORE = '(?<![\\p{L}\\p{M}\\p{N}_])';
const WORD_AFTER = '(?![\\p{L}\\p{M}\\p{N}_])';
// A quoted value (closed or not; escapes skipped as pairs, so the scan never backtracks) or a bare one up to a delimiter.
const VALUE = `"(?:[^"\\\\]|\\\\.)*"?|'[^']*'?|[^\\s,;&"'}\\]]+`;

/** The values to mask: each whole answer and each word of it, within the bounds, longest first. */
function maskedValues(values: readonly string[]): string[] {
  const found = new Set<string>();
  for (const value of values) {
    const whole = value.normalize('NFKC').trim().slice(0, MAX_VALUE_LENGTH);
    for (const part of [whole, ...whole.split(/\s+/)]) if (part.length >= MIN_VALUE_LENGTH) found.add(part);
  }
  return [...found].sort((a, b) => b.length - a.length).slice(0, MAX_MASKED_VALUES);
}

/** Builds the patterns for one member: the flow's field names (whose values are masked wherever they are written) and their answers. */
export function memberMask(known: { fieldNames: readonly string[]; values: readonly string[] }): MemberMask {
  const names = [...new Set(known.fieldNames.filter(Boolean))].map(escape);
  const values = maskedValues(known.values).map(escape);
  return {
    ...(names.length ? { keyed: new RegExp(`(${WORD_BEFORE}(?:${names.join('|')})["']?\\s{0,3}[:=]\\s{0,3})(${VALUE})`, 'gu') } : {}),
    ...(values.length ? { values: new RegExp(`${WORD_BEFORE}(?:${values.join('|')})${WORD_AFTER}`, 'giu') } : {}),
  };
}

/** Masks what `mask` knows of a member in `text`; a keyed value keeps its quotes. */
export function applyMemberMask(text: string, mask: MemberMask): string {
  let out = text;
  if (mask.keyed) {
    out = out.replace(mask.keyed, (_all, key: string, value: string) => {
      const quote = value[0] === '"' || value[0] === "'" ? value[0] : '';
      const closed = quote !== '' && value.length > 1 && value.endsWith(quote);
      return `${key}${quote}[value]${closed ? quote : ''}`;
    });
  }
  if (mask.values) out = out.replace(mask.values, '[value]');
  return out;
}
