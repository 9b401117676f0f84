// Every pattern here has bounded repetition or is a single forward scan, so masking is linear in the text's
// length: a hostile 8,000-character payload cannot make the proxy backtrack (issue 10).
const DATES = [/(?<!\d)\d{4}-\d{1,2}-\d{1,2}(?!\d)/g, /(?<!\d)\d{1,2}[/.]\d{1,2}[/.]\d{2,4}(?!\d)/g];
const LOCAL_PART = /[A-Za-z0-9._%+-]/;
const DOMAIN = /[A-Za-z0-9.-]/;
const NUMBER_PART = /[\d\s().-]/;
const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
/** The fewest digits a run needs to be masked as a phone-like number (the shortest local numbers have 7). */
const PHONE_DIGITS = 7;

function maskEmails(text: string): string {
  let out = '';
  let done = 0;
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', Math.max(at + 1, done))) {
    let start = at;
    while (start > done && LOCAL_PART.test(text[start - 1])) start -= 1;
    let end = at + 1;
    while (end < text.length && DOMAIN.test(text[end])) end += 1;
    const domain = text.slice(at + 1, end);
    if (start === at || !/\.[A-Za-z]{2,}/.test(domain)) continue;
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

/**
 * Masks what could identify a member in free text that reaches a log: email addresses, calendar dates
 * (birth dates, also inside ISO timestamps) and phone-like digit runs of 7 or more digits.
 */
export function redactText(text: string): string {
  return maskNumbers(DATES.reduce((out, pattern) => out.replace(pattern, '[date]'), maskEmails(text)));
}

/** A page address without its query or fragment (which could carry member data), its path masked too. */
export function redactUrl(url: string): string {
  return redactText(url.split(/[?#]/)[0] ?? '');
}
