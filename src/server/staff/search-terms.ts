import { toE164 } from '../../reference/phone-number';

/** What one search box text may mean; a search finds an enrolment that matches any of them. */
export interface SearchTerms {
  /** The normalised text (NFKC, trimmed, single spaces, lower case): what the audit hashes. */
  normalised: string;
  /** Words that must all appear in the name or email, escaped for LIKE (at most MAX_WORDS). */
  words: string[];
  /** The phone numbers (E.164) the text may be. */
  phones: string[];
  /** The birth dates (YYYY-MM-DD) the text may be. */
  birthDates: string[];
  /** The range of enrolment ids that start with the text, when it is 4 to 32 hex digits. */
  idRange?: { low: string; high: string };
}

/** Most words a search matches on; the rest of the text still counts in the audit hash. */
export const MAX_WORDS = 5;

/**
 * A word the trigram index can find: three letters or digits in a row, in any script. A shorter one ("e", "li",
 * "%") has no trigram, so the search would read every member's answers to match it.
 */
const INDEXED_WORD = /[\p{L}\p{N}]{3}/u;

/** Thrown for a search that could match almost anyone: it would read every member's answers to say so. */
export class SearchTooShortError extends Error {
  readonly code = 'search_too_short';
  constructor() {
    super('Type at least three letters of a name or email in a row, or a whole phone number, a birth date with its year, or the first 4 characters of an enrolment id.');
    this.name = 'SearchTooShortError';
  }
}

// The country whose national phone format and date order a staff member's language reads (data, not branches).
const REGION_OF_LOCALE: Readonly<Record<string, string>> = { 'en-US': 'US', 'es-US': 'US', 'pt-PT': 'PT', 'fr-CA': 'CA', 'en-GB': 'GB' };
const PHONE_TEXT = /^\+?[\d\s().\-/]+$/;
const WRITTEN_DATE = /^(\d{1,4})[/.-](\d{1,2})[/.-](\d{1,4})$/;

const escapeLike = (word: string) => word.replace(/[\\%_]/g, '\\$&');

function isoDay(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1000 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

/** The order of day, month and year in a language's numeric dates (en-US: month, day, year). */
function dateOrder(locale: string): ('day' | 'month' | 'year')[] {
  const parts = new Intl.DateTimeFormat(locale, { timeZone: 'UTC' }).formatToParts(new Date(Date.UTC(2001, 10, 22)));
  return parts.flatMap((part) => (part.type === 'day' || part.type === 'month' || part.type === 'year' ? [part.type] : []));
}

function birthDates(text: string, locale: string): string[] {
  const match = WRITTEN_DATE.exec(text);
  if (!match) return [];
  const numbers = match.slice(1, 4).map(Number);
  const written = match.slice(1, 4);
  // ISO first; else the language's own order, with a four-digit year (a two-digit one could be any century).
  if (written[0]?.length === 4) return [isoDay(numbers[0] ?? 0, numbers[1] ?? 0, numbers[2] ?? 0)].filter((d): d is string => d !== undefined);
  const order = dateOrder(locale);
  const at = (type: 'day' | 'month' | 'year') => order.indexOf(type);
  if (written[at('year')]?.length !== 4) return [];
  const day = isoDay(numbers[at('year')] ?? 0, numbers[at('month')] ?? 0, numbers[at('day')] ?? 0);
  return day ? [day] : [];
}

function phones(text: string, locale: string): string[] {
  if (!PHONE_TEXT.test(text) || text.replace(/\D/g, '').length < 6) return [];
  const found = [toE164(text, REGION_OF_LOCALE[locale]), toE164(text, undefined)].filter((p): p is string => p !== undefined);
  return [...new Set(found)];
}

function idRange(text: string): SearchTerms['idRange'] {
  if (!/^[0-9a-f-]+$/.test(text)) return undefined;
  const hex = text.replace(/-/g, '');
  if (hex.length < 4 || hex.length > 32) return undefined;
  const uuid = (digits: string) => `${digits.slice(0, 8)}-${digits.slice(8, 12)}-${digits.slice(12, 16)}-${digits.slice(16, 20)}-${digits.slice(20)}`;
  return { low: uuid(hex.padEnd(32, '0')), high: uuid(hex.padEnd(32, 'f')) };
}

/**
 * What a staff member typed in the search box, read every way it could be meant: words of a name or email, a
 * phone in any format (national in the language's country, or international), a birth date (ISO, or written in
 * the language's order with a four-digit year), an enrolment id or its prefix. Undefined for blank text.
 * Words are matched only when one of them is indexed (INDEXED_WORD); the others then narrow what that one found.
 * Throws SearchTooShortError when the text is none of these.
 */
export function searchTerms(query: string, locale: string): SearchTerms | undefined {
  const normalised = query.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
  if (normalised === '') return undefined;
  const words = [...new Set(normalised.split(' '))].slice(0, MAX_WORDS);
  const terms = {
    normalised,
    words: words.some((word) => INDEXED_WORD.test(word)) ? words.map(escapeLike) : [],
    phones: phones(normalised, locale),
    birthDates: birthDates(normalised, locale),
    idRange: idRange(normalised),
  };
  if (terms.words.length === 0 && terms.phones.length === 0 && terms.birthDates.length === 0 && !terms.idRange) throw new SearchTooShortError();
  return terms;
}
