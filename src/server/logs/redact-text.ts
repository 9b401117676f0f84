import { DATE_PATTERNS } from '../staff/date-patterns';
import { applyMemberMask, type MemberMask } from './member-mask';

// Every pattern here has bounded repetition or is a single forward scan, so masking is linear in the text's
// length: a hostile payload cannot make the proxy backtrack. Letters and digits of every script count (an
// address at exämple.org, a phone in Arabic-Indic digits); full-width forms are folded by NFKC first.
const LOCAL_PART = /[\p{L}\p{M}\p{N}._%+-]/u;
const DOMAIN = /[\p{L}\p{M}\p{N}.-]/u;
const TOP_LEVEL = /\.\p{L}{2,}|\.xn--/u;
const NUMBER_PART = /[\p{Nd}\s()./-]/u;
const DIGIT = /\p{Nd}/u;
const isDigit = (c: string | undefined) => c !== undefined && DIGIT.test(c);
/** The fewest digits a run needs to be masked as a phone-like number (the shortest local numbers have 7). */
const PHONE_DIGITS = 7;
// A run of characters that can be part of an address in text (quotes, brackets and spaces end it).
const TOKEN = /[^\s"'<>`]+/gu;

function maskEmails(text: string): string {
  let out = '';
  let done = 0;
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', Math.max(at + 1, done))) {
    let start = at;
    while (start > done && LOCAL_PART.test(text[start - 1])) start -= 1;
    let end = at + 1;
    while (end < text.length && DOMAIN.test(text[end])) end += 1;
    const domain = text.slice(at + 1, end);
    if (start === at || !TOP_LEVEL.test(domain)) continue;
    out += `${text.slice(done, start)}[email]`;
    done = end;
  }
  return out + text.slice(done);
}

function maskNumbers(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const startsNumber = isDigit(text[i]) || (text[i] === '+' && isDigit(text[i + 1]));
    if (!startsNumber) {
      out += text[i];
      i += 1;
      continue;
    }
    let j = i + 1;
    let digits = isDigit(text[i]) ? 1 : 0;
    let lastDigit = i;
    while (j < text.length && NUMBER_PART.test(text[j])) {
      if (isDigit(text[j])) {
        digits += 1;
        lastDigit = j;
      }
      j += 1;
    }
    if (digits >= PHONE_DIGITS) {
      out += '[number]';
      i = lastDigit + 1;
    } else {
      out += text.slice(i, j);
      i = j;
    }
  }
  return out;
}

/** A link's query or fragment (a member's data, a resume token) in any text: `/resume?lang=en#token` → `/resume?[query]`. */
function maskQueries(text: string): string {
  return text.replace(TOKEN, (token) => {
    const at = token.search(/[?#]/);
    if (at === -1) return token;
    const head = token.slice(0, at);
    const rest = token.slice(at + 1);
    // "what?" and "#3" stay; an address (scheme, path) or a key=value list after the mark goes.
    const isLink = head.includes('://') || head.startsWith('/') || head.startsWith('www.') || /[=&]/.test(rest);
    return isLink ? `${head}${token[at]}[query]` : token;
  });
}

/**
 * Masks what could identify a member in free text that reaches a log: links' queries and fragments, email
 * addresses, what `member` knows (values after the flow's field names, the member's own answers), calendar dates
 * (numeric or with a month's name, also inside ISO timestamps) and phone-like digit runs of 7 or more digits.
 */
export function redactText(text: string, member?: MemberMask): string {
  let out = maskEmails(maskQueries(text.normalize('NFKC')));
  if (member) out = applyMemberMask(out, member);
  return maskNumbers(DATE_PATTERNS.reduce((masked, pattern) => masked.replace(pattern, '[date]'), out));
}

/** A page address without its query or fragment (which could carry member data), its path masked too. */
export function redactUrl(url: string): string {
  return redactText(url.split(/[?#]/)[0] ?? '');
}
