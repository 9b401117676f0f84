const TIMESTAMP = /(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)/;

const RULES: [RegExp, string][] = [
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, '[email]'],
  [/\b\d{4}-\d{2}-\d{2}\b/g, '[date]'],
  [/\b\d{1,2}[/.]\d{1,2}[/.]\d{2,4}\b/g, '[date]'],
  [/\+?\d[\d\s().-]{5,}\d/g, '[number]'],
];

/**
 * Masks what could identify a member in free text the browser sends to the log proxy: email
 * addresses, calendar dates (birth dates) and phone-like digit runs. Timestamps (with a T) are kept.
 */
export function redactText(text: string): string {
  // Timestamps are split out first so that no rule eats their digits; the capture group keeps them in the result.
  return text
    .split(TIMESTAMP)
    .map((part, index) => (index % 2 === 1 ? part : RULES.reduce((out, [pattern, mask]) => out.replace(pattern, mask), part)))
    .join('');
}

/** A page address without its query or fragment, which could carry member data. */
export function redactUrl(url: string): string {
  return url.split(/[?#]/)[0] ?? '';
}
