import { CLIENT_LOG_CONTEXT, type ClientBrowser, type ClientLogEntry, type ClientLogEvent } from '../client-log/client-log-events';

/** One entry as the collector receives it: an allowed event and its context (src/client-log/client-log-events.ts). */
export type LogEntry = ClientLogEntry;

/** Where the page is when an event happens: the step, the flow's version and the browser. */
export interface LogContext {
  step?: string;
  flowVersion?: string;
  browser?: ClientBrowser;
}

const FLOW_VERSION = new RegExp(CLIENT_LOG_CONTEXT.flowVersion.pattern);

/** A UTC timestamp YYYY-MM-DDTHH:MM:SSZ, without milliseconds. */
export function logTimestamp(at: Date): string {
  return at.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** Builds an entry; a flow version that is not the server's hash (a page without one) is left out, not sent to be refused. */
export function createLogEntry(event: ClientLogEvent, context: LogContext, at: Date): LogEntry {
  return {
    ...event,
    timestamp: logTimestamp(at),
    ...(context.step ? { step: context.step } : {}),
    ...(context.flowVersion && FLOW_VERSION.test(context.flowVersion) ? { flowVersion: context.flowVersion } : {}),
    ...(context.browser ? { browser: context.browser } : {}),
  };
}
