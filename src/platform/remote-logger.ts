import { batchId } from './batch-id';
import { createLogBatches, type Timers } from './log-batches';
import { createLogEntry, type LogLevel } from './log-entry';
import { shipEntries } from './log-transport';

/** Logging configuration (SPEC §3): all of logName, apiKey and logCollectorURL are needed to ship. */
export interface LoggingConfig {
  logName?: string;
  resourceType?: string;
  logLabels?: Readonly<Record<string, string>>;
  logCollectorURL?: string;
  apiKey?: string;
}

/** The warning written once when remote logging stays off (SPEC §5, §8). */
export const LOGGING_DISABLED_WARNING = 'Remote logging disabled: a log name, an API key and a collector URL are all required.';

/** The logging helper: levels, run-time labels, and a flush for page unload. */
export interface Logger {
  readonly enabled: boolean;
  info: (...args: unknown[]) => void;
  debug: (...args: unknown[]) => void;
  log: (...args: unknown[]) => void;
  warn: (...args: unknown[]) => void;
  error: (...args: unknown[]) => void;
  setLabel: (name: string, value: string) => void;
  removeLabel: (name: string) => void;
  flush: () => void;
}

/** What the logger reads from its surroundings; all injectable for tests. */
export interface RemoteLoggerDeps {
  fetchImpl: typeof fetch;
  pageUrl: () => string;
  now?: () => Date;
  console?: Pick<Console, 'warn' | 'error'>;
  timers?: Timers;
}

const noop = () => undefined;

/** A logger that does nothing (remote logging off). */
export const SILENT_LOGGER: Logger = { enabled: false, info: noop, debug: noop, log: noop, warn: noop, error: noop, setLabel: noop, removeLabel: noop, flush: noop };

/** Ships log entries in batches to the collector; off, with a warning, when name, key or URL is missing. */
export function createRemoteLogger(config: LoggingConfig, deps: RemoteLoggerDeps): Logger {
  const out = deps.console ?? console;
  const { logName, apiKey, logCollectorURL } = config;
  if (!logName || !apiKey || !logCollectorURL) {
    out.warn(LOGGING_DISABLED_WARNING);
    return SILENT_LOGGER;
  }
  const now = deps.now ?? (() => new Date());
  const labels: Record<string, string> = { ...config.logLabels };
  const batches = createLogBatches({
    send: (entries) => shipEntries(deps.fetchImpl, logCollectorURL, apiKey, entries),
    newId: () => batchId(now().getTime()),
    // Written to the console only: logging a shipping failure remotely could loop.
    onFailure: (error) => {
      const message = error instanceof Error ? error.message : String(error);
      out.error(message === 'Unable to reach logging proxy' ? message : `Failed to notify the cloud logging API: ${message}`);
    },
    timers: deps.timers,
  });
  const write = (level: LogLevel) => (...args: unknown[]) =>
    batches.add(createLogEntry({ logName, resourceType: config.resourceType, labels, url: deps.pageUrl(), level, args, at: now() }));
  return {
    enabled: true,
    info: write('info'),
    debug: write('debug'),
    log: write('default'),
    warn: write('warning'),
    error: write('error'),
    setLabel: (name, value) => {
      labels[name] = value;
    },
    removeLabel: (name) => {
      delete labels[name];
    },
    flush: batches.flush,
  };
}
