import { pointerSegment } from './flow-problem';
import { JsonSyntaxError, JSON_SYNTAX_REASONS as R } from './json-syntax-error';

/** A place in a text: 1-based line and column. */
export interface SourceLocation {
  line: number;
  column: number;
}

const describeChar = (c: string | undefined) => (c === undefined ? 'the end of the file' : c === '\n' ? 'the end of the line' : `'${c}'`);

/**
 * Reads JSON text strictly, recording where each JSON pointer starts (an object member at its key, an array
 * item at its value). Throws JsonSyntaxError with the line, column and a fix on the first syntax error.
 */
export function sourceLocations(text: string): Map<string, SourceLocation> {
  const found = new Map<string, SourceLocation>();
  let pos = 0;
  const lineStarts = [0];
  for (let i = 0; i < text.length; i += 1) if (text[i] === '\n') lineStarts.push(i + 1);
  const where = (at: number): SourceLocation => {
    let line = lineStarts.length - 1;
    while ((lineStarts[line] ?? 0) > at) line -= 1;
    return { line: line + 1, column: at - (lineStarts[line] ?? 0) + 1 };
  };
  const fail = (at: number, reason: string): never => {
    const { line, column } = where(at);
    throw new JsonSyntaxError(line, column, reason);
  };
  const skip = () => {
    while (pos < text.length) {
      const c = text[pos];
      if (c === ' ' || c === '\t' || c === '\n' || c === '\r') pos += 1;
      else if (c === '/' && (text[pos + 1] === '/' || text[pos + 1] === '*')) fail(pos, R.comment);
      else break;
    }
  };
  const string = () => {
    const start = pos;
    pos += 1;
    while (pos < text.length && text[pos] !== '"') {
      const c = text[pos];
      if (c === '\n') fail(start, R.unterminatedString);
      if (c < ' ') fail(pos, R.controlCharacter);
      if (c === '\\') {
        const next = text[pos + 1] ?? '';
        if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(pos + 2, pos + 6))) pos += 4;
        else if (!'"\\/bfnrt'.includes(next) || next === '') fail(pos, R.badEscape(next));
        pos += 1;
      }
      pos += 1;
    }
    if (pos >= text.length) fail(start, R.unterminatedString);
    pos += 1;
    return JSON.parse(text.slice(start, pos)) as string;
  };
  const word = () => /^[A-Za-z0-9_$.+-]+/.exec(text.slice(pos))?.[0] ?? '';
  const container = (pointer: string, open: '{' | '['): void => {
    const openedAt = pos;
    const close = open === '{' ? '}' : ']';
    pos += 1;
    skip();
    let index = 0;
    let lastEnd = -1;
    for (;;) {
      if (pos >= text.length) fail(openedAt, R.unexpectedEnd(open, where(openedAt).line));
      if (text[pos] === close) {
        pos += 1;
        return;
      }
      if (index > 0) {
        if (text[pos] !== ',') fail(pos, lastEnd >= 0 && /["{[\w-]/.test(text[pos] ?? '') ? R.missingComma(where(lastEnd).line) : R.expectedValue(describeChar(text[pos])));
        const comma = pos;
        pos += 1;
        skip();
        if (text[pos] === close) fail(comma, R.trailingComma);
      }
      if (open === '{') {
        if (text[pos] === "'") fail(pos, R.singleQuotes);
        if (text[pos] !== '"') fail(pos, word() ? R.unquotedKey(word()) : R.expectedValue(describeChar(text[pos])));
        const keyAt = pos;
        const key = string();
        skip();
        if (text[pos] !== ':') fail(pos, R.expectedColon(describeChar(text[pos])));
        pos += 1;
        skip();
        const child = `${pointer}/${pointerSegment(key)}`;
        found.set(child, where(keyAt));
        value(child, false);
      } else {
        value(`${pointer}/${index}`, true);
      }
      lastEnd = pos - 1;
      index += 1;
      skip();
    }
  };
  const value = (pointer: string, record: boolean) => {
    skip();
    if (record) found.set(pointer, where(pos));
    const c = text[pos];
    if (c === '{' || c === '[') return container(pointer, c);
    if (c === '"') return void string();
    if (c === "'") fail(pos, R.singleQuotes);
    const literal = /^(-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?|true|false|null)(?![A-Za-z0-9_])/.exec(text.slice(pos))?.[0];
    if (literal === undefined) fail(pos, R.expectedValue(word() ? `'${word()}'` : describeChar(c)));
    pos += (literal as string).length;
  };
  value('', true);
  skip();
  if (pos < text.length) fail(pos, R.extraText);
  return found;
}

/** The location of a pointer, or of its nearest ancestor the text has (a missing key points at its object). */
export function locate(locations: ReadonlyMap<string, SourceLocation>, pointer: string): SourceLocation | undefined {
  let at = pointer;
  for (;;) {
    const found = locations.get(at);
    if (found || at === '') return found;
    at = at.slice(0, at.lastIndexOf('/'));
  }
}
