/** A JSON syntax error at a place in the text, saying what is wrong and how to fix it. */
export class JsonSyntaxError extends Error {
  constructor(readonly line: number, readonly column: number, readonly reason: string) {
    super(`line ${line}, column ${column}: ${reason}`);
    this.name = 'JsonSyntaxError';
  }
}

/** The reasons a person can act on, keyed by what the scanner met. */
export const JSON_SYNTAX_REASONS = {
  trailingComma: 'a comma after the last item; remove the comma after the last item',
  missingComma: (previousLine: number) => `a comma is missing before this item; add ',' after the item ending on line ${previousLine}`,
  unquotedKey: (word: string) => `the key ${word} needs double quotes; write "${word}"`,
  singleQuotes: 'strings and keys need double quotes (") in JSON, not single quotes',
  badEscape: (char: string) => `'\\${char}' is not a JSON escape: a backslash in a string (e.g. a pattern) must be doubled; write \\\\${char} for \\${char} in JSON`,
  unterminatedString: 'this string is not closed; add the closing " on the same line',
  controlCharacter: 'a string cannot hold a line break or tab; write \\n or \\t, or close the string with "',
  comment: 'JSON does not allow comments; remove it (a "description" key can hold a note)',
  unexpectedEnd: (opener: string, line: number) => `the file ends before the '${opener}' opened on line ${line} is closed; add the missing '${opener === '{' ? '}' : ']'}'`,
  expectedValue: (found: string) => `expected a value (text in "double quotes", a number, true, false, null, { or [), found ${found}`,
  expectedColon: (found: string) => `expected ':' after the key, found ${found}`,
  extraText: 'more text after the end of the document; remove it, or wrap everything in one { }',
} as const;
