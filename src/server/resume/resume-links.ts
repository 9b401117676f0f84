import { timingSafeEqual } from 'crypto';
import type { Database, Queryable } from '../db/database';
import { MEMBER_TIME_LIMITS } from '../../time/member-time-limits';
import { ApiError } from '../http/api-error';
import { hashSessionToken, newSessionToken } from '../enrolment/session';

/** How long a "continue later" link works after it was sent. */
export const RESUME_LINK_SECONDS = MEMBER_TIME_LIMITS.resumeLinkSeconds;

/** Wrong confirmations a link takes before it is burned. */
export const RESUME_ATTEMPTS = 5;

/** 410: a link that is unknown, used, expired, replaced or burned; one answer for all, so none can be told apart. */
export class ResumeLinkInvalidError extends ApiError {
  constructor() {
    super(410, 'resume_link_invalid', 'This continue-later link cannot be used (it is unknown, used, expired or replaced); ask for a new one on the device where the enrolment started.');
    this.name = 'ResumeLinkInvalidError';
  }
}

/** 400: the confirming detail does not match; `attemptsLeft` says how many tries the link has before it is burned. */
export class ResumeDetailWrongError extends ApiError {
  constructor(readonly attemptsLeft: number) {
    super(400, 'resume_detail_wrong', `The details do not match this link; check them and try again (${attemptsLeft} attempts left).`, undefined, { attemptsLeft });
    this.name = 'ResumeDetailWrongError';
  }
}

/** 409: no link before the member has answered the detail that unlocks it (their date of birth, on the profile step). */
export class ResumeNeedsDetailError extends ApiError {
  constructor(field: string) {
    super(409, 'resume_needs_profile', `A continue-later link is sent only once '${field}' is answered (it is asked when the link is opened); save that step first.`);
    this.name = 'ResumeNeedsDetailError';
  }
}

/** 401: the session of a device the member left: a continue-later link moved the enrolment to another device. */
export class EnrolmentMovedError extends ApiError {
  constructor() {
    super(401, 'enrolment_moved', 'This enrolment went on on another device with a continue-later link; continue there, or use "continue later" on that device to send a new link for this one.');
    this.name = 'EnrolmentMovedError';
  }
}

/** 401: the session of a device the member left, whose enrolment was then submitted on another device: nothing is left to do here. */
export class EnrolmentSubmittedElsewhereError extends ApiError {
  constructor() {
    super(401, 'enrolment_submitted_elsewhere', 'This enrolment was submitted on another device after a continue-later link moved it there; nothing is left to do on this one: see it in the patient app, or start a new enrolment.');
    this.name = 'EnrolmentSubmittedElsewhereError';
  }
}

/**
 * Where the enrolment of a session (by its token's hash) went when a continue-later link moved it away from that
 * session: `submitted` once it was submitted on another device, `moved` while it goes on there; undefined for any other session.
 */
export async function movedAway(db: Queryable, sessionHash: string): Promise<'moved' | 'submitted' | undefined> {
  const { rows } = await db.query<{ status: string }>(
    'select e.status from resume_links r join enrolments e on e.id = r.enrolment_id where r.left_session_hash = $1 limit 1',
    [sessionHash],
  );
  if (rows.length === 0) return undefined;
  return rows[0].status === 'submitted' ? 'submitted' : 'moved';
}

/** The saved answer of `field` in an enrolment, from whichever step holds it; undefined when not answered. */
export async function savedDetail(db: Queryable, enrolmentId: string, field: string): Promise<string | undefined> {
  const { rows } = await db.query<{ value: string | null }>('select answers->>$2 as value from step_answers where enrolment_id = $1 and answers ? $2 limit 1', [enrolmentId, field]);
  return rows[0]?.value ?? undefined;
}

/** A new link's token for an enrolment; only its hash is stored, and the enrolment's older unused links stop working. */
export async function issueResumeLink(db: Database, enrolmentId: string, now: Date): Promise<string> {
  const token = newSessionToken();
  await db.transaction(async (tx) => {
    await tx.query('delete from resume_links where enrolment_id = $1 and used_at is null', [enrolmentId]);
    await tx.query(
      'insert into resume_links (token_hash, enrolment_id, created_at, expires_at) values ($1, $2, $3, $3::timestamptz + make_interval(secs => $4))',
      [hashSessionToken(token), enrolmentId, now.toISOString(), RESUME_LINK_SECONDS],
    );
  });
  return token;
}

const sameText = (a: string, b: string) => {
  const left = Buffer.from(hashSessionToken(a));
  const right = Buffer.from(hashSessionToken(b));
  return timingSafeEqual(left, right);
};

type Outcome = { ok: true; enrolmentId: string; sessionToken: string } | { ok: false; attemptsLeft?: number };

/**
 * Redeems a link: when `detail` equals the enrolment's saved answer of `field`, the link is used up and the
 * enrolment gets a new session (its hash replaces the old one, so the first device's cookie opens nothing);
 * otherwise the wrong try is counted, and the fifth burns the link (its answer says 0 attempts left). Throws ResumeDetailWrongError or ResumeLinkInvalidError.
 */
export async function redeemResumeLink(db: Database, input: { token: string; detail: string; field: string; now: Date }): Promise<{ enrolmentId: string; sessionToken: string }> {
  const now = input.now.toISOString();
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const { rows } = await tx.query<{ enrolment_id: string; failed_attempts: number; live: boolean }>(
      // A submitted enrolment has nothing left to continue: opening it would only end the done page's session.
      `select r.enrolment_id, r.failed_attempts, (r.used_at is null and r.expires_at > $2 and r.failed_attempts < $3 and e.status = 'in_progress') as live
       from resume_links r join enrolments e on e.id = r.enrolment_id where r.token_hash = $1 for update of r`,
      [hashSessionToken(input.token), now, RESUME_ATTEMPTS],
    );
    const link = rows[0];
    if (!link?.live) return { ok: false };
    const saved = await savedDetail(tx, link.enrolment_id, input.field);
    if (saved === undefined || !sameText(saved, input.detail)) {
      await tx.query('update resume_links set failed_attempts = failed_attempts + 1 where token_hash = $1', [hashSessionToken(input.token)]);
      return { ok: false, attemptsLeft: RESUME_ATTEMPTS - link.failed_attempts - 1 };
    }
    const sessionToken = newSessionToken();
    // The left device's session is remembered (its hash only) so that it can be told where the enrolment went.
    await tx.query(
      'update resume_links set used_at = $2, left_session_hash = (select session_hash from enrolments where id = $3) where token_hash = $1',
      [hashSessionToken(input.token), now, link.enrolment_id],
    );
    // The session moves to this device and starts afresh: a day-old enrolment is not "idle" for the new device.
    await tx.query('update enrolments set session_hash = $2, last_seen_at = $3 where id = $1', [link.enrolment_id, hashSessionToken(sessionToken), now]);
    return { ok: true, enrolmentId: link.enrolment_id, sessionToken };
  });
  if (outcome.ok) return { enrolmentId: outcome.enrolmentId, sessionToken: outcome.sessionToken };
  if (outcome.attemptsLeft !== undefined) throw new ResumeDetailWrongError(outcome.attemptsLeft);
  throw new ResumeLinkInvalidError();
}
