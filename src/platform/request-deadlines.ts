/** How long one call may take: each attempt, and the whole call with its retries and their waits. */
export interface RequestDeadline {
  attemptMs: number;
  totalMs: number;
}

/**
 * The deadlines by endpoint kind (docs/decisions/request-deadlines-and-retries.md). A save or a read answers in
 * well under a second on a slow phone network; an attempt that takes ten times longer is treated as lost and, when
 * the call may be repeated, tried again; past the total the member is told and offered "Try again".
 */
export const REQUEST_DEADLINES = {
  /** GETs: the slots, the enrolment summary, the keep-alive. */
  read: { attemptMs: 8_000, totalMs: 15_000 },
  /** A step's answers (PUT), and other small writes. */
  save: { attemptMs: 10_000, totalMs: 20_000 },
  /** The submit: the server enrols the member in one transaction, so an attempt gets more time. */
  submit: { attemptMs: 15_000, totalMs: 30_000 },
} as const satisfies Record<string, RequestDeadline>;

/** An endpoint's kind, which sets its deadline. */
export type EndpointKind = keyof typeof REQUEST_DEADLINES;

/** The kind of an endpoint that does not name one: a read for GET and HEAD, a save otherwise. */
export const defaultKind = (method: string): EndpointKind => (method === 'get' || method === 'head' ? 'read' : 'save');
