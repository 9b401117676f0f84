/**
 * What a limit counts requests by: the client's address (after TRUST_PROXY), the member's session (its hash), or
 * the staff token a failed sign-in tried (a keyed hash of it).
 */
export type RateLimitKey = 'address' | 'enrolment' | 'credential';

/** One limit: at most `max` requests (or bytes, for a `bytes` limit) per key in any `windowSeconds` (sliding-window.ts). */
export interface RateLimit {
  max: number;
  /** A byte budget (counted by the log proxy on the bytes of its batches) rather than a count of requests. */
  unit?: 'bytes';
  /** At most 3600: the counter table forgets rows whose window started more than two hours ago. */
  windowSeconds: number;
  key: RateLimitKey;
}

/** The names of the limits; each is configurable as RATE_LIMIT_<NAME in upper snake case> (e.g. RATE_LIMIT_MEMBER_ADDRESS). */
export const RATE_LIMIT_NAMES = ['start', 'memberAddress', 'memberEnrolment', 'logsAddress', 'logsEnrolment', 'logBytesAddress', 'logBytesEnrolment', 'staffAddress', 'staffFailures', 'staffFailuresCredential', 'resumeLinkAddress', 'resumeLinkEnrolment', 'resumeAddress'] as const;

/** A limit's name. */
export type RateLimitName = (typeof RATE_LIMIT_NAMES)[number];

/** Every limit by name. */
export type RateLimitTable = Record<RateLimitName, RateLimit>;

/**
 * The limits (README "Rate limits", docs/decisions/rate-limits.md), sized for a clinic of 30
 * members behind one address enrolling in the same minute, with twice the headroom. One member's busiest
 * minute is 18 member calls (start, 11 saves, 4 slot lists and keep-alives, submit, summary), counted as 25
 * to allow going back and saving again, and at most 12 log batches (one per 5 s idle flush).
 */
export const RATE_LIMITS: RateLimitTable = {
  // 30 starts a minute, and each of them starting again once.
  start: { max: 60, windowSeconds: 60, key: 'address' },
  // 30 members x 25 calls = 750 in the busiest minute, x2.
  memberAddress: { max: 1500, windowSeconds: 60, key: 'address' },
  // One person: 25 calls in a busy minute; 60 leaves room for double clicks and client retries, not for scripts.
  memberEnrolment: { max: 60, windowSeconds: 60, key: 'enrolment' },
  // 30 members x 12 batches = 360, x2.
  logsAddress: { max: 720, windowSeconds: 60, key: 'address' },
  logsEnrolment: { max: 24, windowSeconds: 60, key: 'enrolment' },
  // Bytes of log batches. A member's minute is about a dozen batches of a few KiB (64 KiB counted); 30 members x
  // 64 KiB x2 = 3.75 MiB, rounded to 4 MiB, against 720 batches of 256 KiB (180 MiB) the batch count alone allows.
  logBytesAddress: { max: 4 * 1024 * 1024, windowSeconds: 60, key: 'address', unit: 'bytes' },
  // One member: four full-size batches a minute (an error loop) and no more.
  logBytesEnrolment: { max: 1024 * 1024, windowSeconds: 60, key: 'enrolment', unit: 'bytes' },
  // A few people of staff behind the office's address.
  staffAddress: { max: 300, windowSeconds: 60, key: 'address' },
  // Wrong tokens (a bearer token or at sign-in), never a missing one: a person mistyping, not a guesser (tokens have
  // >= 16 characters). Only the attempts are refused past it, never a valid token or session, so a stranger sharing
  // the clinic's address cannot lock its staff out.
  staffFailures: { max: 10, windowSeconds: 900, key: 'address' },
  // The same wrong token tried from anywhere (an old token left in a script, a leaked one tried from many addresses).
  staffFailuresCredential: { max: 10, windowSeconds: 900, key: 'credential' },
  // "Continue later" mails: each costs a mail to someone's inbox. 30 members behind one address each
  // asking once in the hour, x2; one member gets 3 an hour (a typo in the address, then a retry), not a mail bomb.
  resumeLinkAddress: { max: 60, windowSeconds: 3600, key: 'address' },
  resumeLinkEnrolment: { max: 3, windowSeconds: 3600, key: 'enrolment' },
  // Opening a link: 30 members x (1 right + 1 mistyped birth date), x2 per 15 min. Tokens have 256 bits and each
  // link allows 5 wrong dates, so this only slows a script walking through leaked links.
  resumeAddress: { max: 120, windowSeconds: 900, key: 'address' },
};

/**
 * Which limits count a request to each group of routes, checked in this order, before any parsing; `mail`
 * counts only a continue-later request that is about to send a mail (its route counts it after its own
 * checks), so a refused request does not use up the member's allowance.
 */
export const ROUTE_LIMITS = {
  start: ['start', 'memberAddress'],
  member: ['memberAddress', 'memberEnrolment'],
  logs: ['logsAddress', 'logsEnrolment'],
  staff: ['staffAddress'],
  // A failed staff sign-in only: counted by the staff hook (a wrong bearer token) or POST /staff/session (a wrong token).
  staffFailure: ['staffFailures', 'staffFailuresCredential'],
  resumeLink: ['memberAddress', 'memberEnrolment'],
  mail: ['resumeLinkAddress', 'resumeLinkEnrolment'],
  resume: ['memberAddress', 'resumeAddress'],
} as const satisfies Record<string, readonly RateLimitName[]>;

/** The route group of a member route (its full URL pattern); every other member route is `member`. */
export const MEMBER_ROUTE_GROUPS: Record<string, keyof typeof ROUTE_LIMITS> = {
  '/member/enrolments': 'start',
  // The browser's own submission of the first step may start an enrolment.
  '/member/first-step': 'start',
  '/member/logs': 'logs',
  '/member/enrolment/resume-link': 'resumeLink',
  '/member/resume': 'resume',
};

/** The environment variable that sets a limit's max, e.g. RATE_LIMIT_MEMBER_ADDRESS. */
export const rateLimitVariable = (name: RateLimitName): string => `RATE_LIMIT_${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;

/** The table with every max multiplied by `scale` (rounded up, at least 1), then the given maxima set as they are. */
export function scaledRateLimits(scale: number, maxima: Partial<Record<RateLimitName, number>> = {}, table: RateLimitTable = RATE_LIMITS): RateLimitTable {
  const scaled = {} as RateLimitTable;
  for (const name of RATE_LIMIT_NAMES) {
    scaled[name] = { ...table[name], max: maxima[name] ?? Math.max(1, Math.ceil(table[name].max * scale)) };
  }
  return scaled;
}
