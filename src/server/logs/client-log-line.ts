import type { ClientLogEntry } from '../../client-log/client-log-events';

/** What the proxy needs to write an allowed entry: the page's scripts and the keyed hash of any other file. */
export interface LineContext {
  scripts: ReadonlySet<string>;
  hash: (text: string) => string;
}

/** A script file as written: its name when it is one of the page's, else its keyed hash. */
const fileOf = (file: string, context: LineContext) => (context.scripts.has(file) ? file : context.hash(file));

/** A frame `file:line:column` as written (the pattern guarantees the two numbers after the last two colons). */
function frameOf(frame: string, context: LineContext): string {
  const [file, line, column] = frame.split(':');
  return `${fileOf(file, context)}:${line}:${column}`;
}

/** The log line of an allowed entry: its fields as they are (enumerations and numbers), files kept or hashed. */
export function clientLogLine(entry: ClientLogEntry, context: LineContext): Record<string, unknown> {
  const { timestamp, flowVersion, ...fields } = entry as ClientLogEntry & { flowVersion?: string };
  const flowHash = entry.flowHash ?? flowVersion;
  const line: Record<string, unknown> = { ...fields, ...(flowHash ? { flowHash } : {}), clientTime: timestamp };
  if ('frames' in entry) line.frames = entry.frames.map((frame) => frameOf(frame, context));
  if ('chunk' in entry) line.chunk = fileOf(entry.chunk, context);
  return line;
}
