/** How the server writes its log: JSON lines for machines, or one short readable line per event for a person. */
export type LogFormat = 'json' | 'pretty';

/** The values LOG_FORMAT accepts. */
export const LOG_FORMATS: readonly LogFormat[] = ['json', 'pretty'];

/** Raised at start when LOG_FORMAT names no format. */
export class LogFormatError extends Error {
  constructor(value: string) {
    super(`LOG_FORMAT is '${value.length > 40 ? `${value.slice(0, 40)}…` : value}'; set it to ${LOG_FORMATS.join(' or ')}, or unset it (pretty in a terminal outside production, JSON otherwise).`);
    this.name = 'LogFormatError';
  }
}

/**
 * The log format: LOG_FORMAT when set; else readable lines when stdout is a terminal and NODE_ENV is not
 * production, JSON lines otherwise (production, tests, pipes and files, which machines read).
 */
export function chooseLogFormat(env: { LOG_FORMAT?: string; NODE_ENV?: string }, terminal: boolean): LogFormat {
  const asked = env.LOG_FORMAT?.trim() ?? '';
  if (asked === '') return terminal && env.NODE_ENV !== 'production' ? 'pretty' : 'json';
  const format = LOG_FORMATS.find((known) => known === asked);
  if (!format) throw new LogFormatError(asked);
  return format;
}
