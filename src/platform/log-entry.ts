import { CLIENT_LOG_CONTEXT, type ClientBrowser, type ClientLogEntry, type ClientLogEvent } from '../client-log/client-log-events';

/** One entry as the collector receives it: an allowed event and its context (src/client-log/client-log-events.ts). */
export type LogEntry = ClientLogEntry;

/** Where the page is when an event happens: the step, the flow hash and the browser. */
export interface LogContext {
  step?: string;
  flowHash?: string;
  browser?: ClientBrowser;
}

const FLOW_HASH = new RegExp(CLIENT_LOG_CONTEXT.flowHash.pattern);

/** A UTC timestamp YYYY-MM-DDTHH:MM:SSZ, without milliseconds. */
export function logTimestamp(at: Date): string {
  return at.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** Builds an entry; a flow hash that is not the server's (a page without one) is left out, not sent to be refused. */
export function createLogEntry(event: ClientLogEvent, context: LogContext, at: Date): LogEntry {
  return {
    ...event,
    timestamp: logTimestamp(at),
    ...(context.step ? { step: context.step } : {}),
    ...(context.flowHash && FLOW_HASH.test(context.flowHash) ? { flowHash: context.flowHash } : {}),
    ...(context.browser ? { browser: context.browser } : {}),
  };
}
