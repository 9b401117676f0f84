/** The levels of the logging helper. */
export type LogLevel = 'info' | 'debug' | 'default' | 'warning' | 'error';

/** Numeric severity per level (SPEC §8): info, debug, default 200; warning 400; error 500. */
export const SEVERITY: Readonly<Record<LogLevel, number>> = { info: 200, debug: 200, default: 200, warning: 400, error: 500 };

/** The resource type when none is configured (SPEC §9). */
export const DEFAULT_RESOURCE_TYPE = 'global';

/** One entry as the collector receives it (SPEC §3 "Log entry"). */
export interface LogEntry {
  logName: string;
  resource: { type: string };
  timestamp: string;
  severity: number;
  labels: Record<string, string>;
  textPayload: string;
}

/** A UTC timestamp YYYY-MM-DDTHH:MM:SSZ, without milliseconds. */
export function logTimestamp(at: Date): string {
  return at.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function encode(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return JSON.stringify({ name: value.name, message: value.message });
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** All arguments joined with spaces; non-strings JSON-encoded (an Error as its name and message). */
export function textPayload(args: readonly unknown[]): string {
  return args.map(encode).join(' ');
}

/** Builds an entry; the page url label is always set, after the other labels. */
export function createLogEntry(input: { logName: string; resourceType?: string; labels: Readonly<Record<string, string>>; url: string; level: LogLevel; args: readonly unknown[]; at: Date }): LogEntry {
  return {
    logName: input.logName,
    resource: { type: input.resourceType || DEFAULT_RESOURCE_TYPE },
    timestamp: logTimestamp(input.at),
    severity: SEVERITY[input.level],
    labels: { ...input.labels, url: input.url },
    textPayload: textPayload(input.args),
  };
}
