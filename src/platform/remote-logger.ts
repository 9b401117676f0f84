import type { ClientBrowser, ClientLogEvent } from '../client-log/client-log-events';
import { batchId } from './batch-id';
import { createLogBatches, type Timers } from './log-batches';
import { createLogEntry, type LogContext } from './log-entry';
import { shipEntries } from './log-transport';

/** Logging configuration (docs/spec/entities.md#logging-configuration): all of logName, apiKey and logCollectorURL are needed to ship. */
export interface LoggingConfig {
  logName?: string;
  logCollectorURL?: string;
  apiKey?: string;
  /** The flow hash the page runs, sent with each entry. */
  flowHash?: string;
}

/** The warning written once when remote logging stays off (docs/spec/validation.md#remote-logging, docs/spec/errors.md#logging-setup-errors). */
export const LOGGING_DISABLED_WARNING = 'Remote logging disabled: a log name, an API key and a collector URL are all required.';

/**
 * The logging helper: it sends only the events of src/client-log/client-log-events.ts, each with typed fields and
 * no free text, so nothing a member typed can reach the log; the step the member is on; a flush for page unload.
 */
export interface Logger {
  readonly enabled: boolean;
  send: (event: ClientLogEvent) => void;
  setStep: (stepId: string | undefined) => void;
  flush: () => void;
}

/** What the logger reads from its surroundings; all injectable for tests. */
export interface RemoteLoggerDeps {
  fetchImpl: typeof fetch;
  browser?: ClientBrowser;
  now?: () => Date;
  console?: Pick<Console, 'warn' | 'error'>;
  timers?: Timers;
}

const noop = () => undefined;

/** A logger that does nothing (remote logging off). */
export const SILENT_LOGGER: Logger = { enabled: false, send: noop, setStep: noop, flush: noop };

/** Ships log entries in batches to the collector; off, with a warning, when name, key or URL is missing. */
export function createRemoteLogger(config: LoggingConfig, deps: RemoteLoggerDeps): Logger {
  const out = deps.console ?? console;
  const { logName, apiKey, logCollectorURL } = config;
  if (!logName || !apiKey || !logCollectorURL) {
    out.warn(LOGGING_DISABLED_WARNING);
    return SILENT_LOGGER;
  }
  const now = deps.now ?? (() => new Date());
  const context: LogContext = { flowHash: config.flowHash, browser: deps.browser };
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
  return {
    enabled: true,
    send: (event) => batches.add(createLogEntry(event, context, now())),
    setStep: (stepId) => {
      context.step = stepId;
    },
    flush: batches.flush,
  };
}
