import { MEMBER_TIME_LIMITS } from '../time/member-time-limits';
import type { Timers } from './log-batches';

/** The member is logged out after this long without activity (docs/spec/states.md#session, docs/spec/constants.md#session-timeout). */
export const SESSION_TIMEOUT_MS = MEMBER_TIME_LIMITS.sessionIdleSeconds * 1000;

/** The warning shows this long before the logout. */
export const SESSION_WARNING_MS = MEMBER_TIME_LIMITS.sessionWarningSeconds * 1000;

/** What the idle session reports. */
export interface IdleSessionHandlers {
  onWarn: () => void;
  onExpire: () => void;
}

const realTimers: Timers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * The inactivity clock: `activity()` restarts it; after timeout − warning it warns, and from then on
 * only `stay()` restarts it (a stray key press must not hide the warning); at the timeout it expires.
 */
export function createIdleSession(handlers: IdleSessionHandlers, options: { timeoutMs?: number; warningMs?: number; timers?: Timers } = {}) {
  const timeoutMs = options.timeoutMs ?? SESSION_TIMEOUT_MS;
  const warningMs = Math.min(options.warningMs ?? SESSION_WARNING_MS, timeoutMs);
  const timers = options.timers ?? realTimers;
  let warnTimer: unknown;
  let expireTimer: unknown;
  let phase: 'stopped' | 'active' | 'warning' | 'expired' = 'stopped';

  function clear(): void {
    if (warnTimer !== undefined) timers.clearTimeout(warnTimer);
    if (expireTimer !== undefined) timers.clearTimeout(expireTimer);
    warnTimer = expireTimer = undefined;
  }

  function restart(): void {
    clear();
    phase = 'active';
    warnTimer = timers.setTimeout(() => {
      phase = 'warning';
      handlers.onWarn();
    }, timeoutMs - warningMs);
    expireTimer = timers.setTimeout(() => {
      clear();
      phase = 'expired';
      handlers.onExpire();
    }, timeoutMs);
  }

  return {
    start: restart,
    activity: () => {
      if (phase === 'active') restart();
    },
    stay: () => {
      if (phase === 'active' || phase === 'warning') restart();
    },
    stop: () => {
      clear();
      phase = 'stopped';
    },
    phase: () => phase,
  };
}

/** The inactivity clock. */
export type IdleSession = ReturnType<typeof createIdleSession>;
