/** A check-flows problem line in the order a reader acts on it: what to do, what is wrong, where. */
export interface FixFirst {
  /** The suggestion or the clause that says what to do, when the message has one. */
  fix?: string;
  what: string;
  /** `file:line:column: step 'id', field 'name': code`, or '' for a line that is not a check-flows problem. */
  where: string;
}

// formatProblem's `<place>: <code>: <message>`; the code is the first snake_case word standing alone between colons.
const PROBLEM_LINE = /^(.*?): ([a-z]+(?:_[a-z]+)*): (.*)$/s;
const SUGGESTION = / ?Did you mean '[^']*'\?/;
// The verbs check-flows' messages start their advice with; a last clause starting otherwise says where, not what to do.
const ADVICE = /(?:; |\. )((?:add|ask|change|check|declare|fix|give|make|move|remove|rename|split|use|write)\b[^;]*)$/i;

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** Splits a line of `npm run check-flows` so a page can lead with the fix, then say what is wrong and where. */
export function fixFirst(line: string): FixFirst {
  const parsed = PROBLEM_LINE.exec(line);
  const where = parsed ? `${parsed[1]}: ${parsed[2]}` : '';
  const message = parsed?.[3] ?? line;
  const suggestion = SUGGESTION.exec(message);
  if (suggestion) return { fix: suggestion[0].trim(), what: message.replace(suggestion[0], ''), where };
  const advice = ADVICE.exec(message);
  if (advice?.[1] !== undefined) return { fix: capitalised(advice[1]), what: `${message.slice(0, advice.index)}.`, where };
  return { what: message, where };
}
