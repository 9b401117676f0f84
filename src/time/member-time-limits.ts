/** The time limits a member is told about, in seconds: the one table the server, the page and its texts read. */
export interface MemberTimeLimits {
  /** The member is logged out after this long without activity (docs/spec/states.md#session, docs/spec/constants.md#session-timeout). */
  readonly sessionIdleSeconds: number;
  /** The warning shows this long before the logout. */
  readonly sessionWarningSeconds: number;
  /** How long a "continue later" link works after it was sent. */
  readonly resumeLinkSeconds: number;
}

/** The product's limits. */
export const MEMBER_TIME_LIMITS: MemberTimeLimits = {
  sessionIdleSeconds: 1800,
  sessionWarningSeconds: 120,
  resumeLinkSeconds: 24 * 3600,
};

/** The limits as the texts count them: whole minutes and hours, never fewer than one. */
export interface DurationCounts {
  idleMinutes: number;
  warningMinutes: number;
  linkHours: number;
}

// A text says a whole number: a limit between two counts is said as the nearer one, and never as zero.
const whole = (seconds: number, unit: number) => Math.max(1, Math.round(seconds / unit));

/** The counts each duration text is given as `{{count}}`, from the limits (the product's own by default). */
export function durationCounts(limits: MemberTimeLimits = MEMBER_TIME_LIMITS): DurationCounts {
  return {
    idleMinutes: whole(limits.sessionIdleSeconds, 60),
    warningMinutes: whole(limits.sessionWarningSeconds, 60),
    linkHours: whole(limits.resumeLinkSeconds, 3600),
  };
}
