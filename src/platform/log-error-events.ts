import type { ApiFailure } from './member-api';
import type { Logger as StateLogger } from '../time/logger';
import type { Logger } from './remote-logger';
import { CLIENT_API_CODES, type CLIENT_COMPONENTS, CLIENT_ENDPOINTS, CLIENT_ERROR_NAMES, CLIENT_METHODS, FRAME_PATTERN, MAX_FRAMES, SCRIPT_PATTERN, type ClientLogEvent } from '../client-log/client-log-events';

const FRAME = new RegExp(FRAME_PATTERN);
const SCRIPT = new RegExp(SCRIPT_PATTERN);
// The file name, line and column at the end of a stack line: "at f (https://x/v3/dist/main.js:1:2)" or "f@https://x/main.js:1:2".
const FRAME_END = /([^/\\\s()@?#]+)(?:[?#][^\s():]*)?:(\d+):(\d+)\)?$/;

/** A listed error name, or `other`: the name of an error is whatever its code chose, so only listed ones are sent. */
export function errorName(value: unknown): (typeof CLIENT_ERROR_NAMES)[number] {
  const name = (value as { name?: unknown } | null)?.name;
  return typeof name === 'string' && (CLIENT_ERROR_NAMES as readonly string[]).includes(name) ? (name as (typeof CLIENT_ERROR_NAMES)[number]) : 'other';
}

/** A script's file name from its address (no origin, folder, query or fragment); undefined when it is not a script's. */
export function scriptName(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  const name = url.replace(/[?#].*$/, '').split('/').pop() ?? '';
  return SCRIPT.test(name) ? name : undefined;
}

/** The top frames of an error's stack as `file:line:column`; lines that are not such a frame are left out. */
export function stackFrames(value: unknown): string[] {
  const stack = (value as { stack?: unknown } | null)?.stack;
  if (typeof stack !== 'string') return [];
  const frames: string[] = [];
  // Only the first lines are read: the frames kept are at the top, and a stack can be long.
  for (const line of stack.slice(0, 8000).split('\n')) {
    // Only a line's end is matched: the frame is there, and a long line costs no more than a short one.
    const match = FRAME_END.exec(line.trim().slice(-300));
    const frame = match ? `${match[1]}:${match[2]}:${match[3]}` : '';
    if (FRAME.test(frame)) frames.push(frame);
    if (frames.length === MAX_FRAMES) break;
  }
  return frames;
}

/** A failed script load (webpack's ChunkLoadError names the script's address in `request`). */
function chunkFailure(error: unknown): ClientLogEvent | undefined {
  if (errorName(error) !== 'ChunkLoadError') return undefined;
  const chunk = scriptName((error as { request?: unknown }).request);
  return chunk ? { event: 'chunk_load_failed', chunk } : undefined;
}

/** The event of an error the page did not handle: a chunk that failed to load, or the error's name and its stack's frames (else `where`). */
export function uncaughtEvent(kind: 'window_error' | 'unhandled_rejection', error: unknown, where: string[] = []): ClientLogEvent {
  const frames = stackFrames(error);
  return chunkFailure(error) ?? { event: kind, error: errorName(error), frames: frames.length > 0 ? frames : where.filter((frame) => FRAME.test(frame)) };
}

/** The event of a render an error boundary caught. */
export function renderFailedEvent(error: unknown, component: (typeof CLIENT_COMPONENTS)[number]): ClientLogEvent {
  return chunkFailure(error) ?? { event: 'render_failed', error: errorName(error), component, frames: stackFrames(error) };
}

const listed = <T extends string>(list: readonly T[], value: string, fallback: T): T => ((list as readonly string[]).includes(value) ? (value as T) : fallback);

/** A failed member API call: its endpoint, method, status and error code, each from its list (else `other`). */
export function apiFailureEvent(failure: ApiFailure): ClientLogEvent {
  const method = failure.method.toUpperCase();
  return {
    event: 'api_call_failed',
    endpoint: listed(CLIENT_ENDPOINTS, failure.namespace, 'other'),
    method: listed(CLIENT_METHODS, method, 'GET'),
    status: Number.isInteger(failure.status) && failure.status >= 0 && failure.status <= 599 ? failure.status : 0,
    code: listed(CLIENT_API_CODES, failure.code, 'other'),
  };
}

/** The pure core's logger for patient states: whatever it reports, the page sends only that a state did not decode. */
export function patientStateLog(logger: Logger): StateLogger {
  const send = () => logger.send({ event: 'patient_state_undecodable' });
  return { warn: send, error: send };
}
