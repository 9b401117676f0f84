import { randomUUID } from 'crypto';
import type { Answers, StepAnswers } from '../../flow/flow-types';
import type { FlowVersions } from './flow-versions';
import type { FlowFacts } from '../../flow/flow-facts';
import { fieldValue } from '../../flow/flow-facts';
import { findStep } from '../../flow/normalize-flow';
import { firstStepId, isReachable, visibleFields } from '../../flow/reachability';
import { deviceClass } from '../../funnel/device-class';
import { saveCounts } from '../../funnel/save-counts';
import { funnelDay, funnelRows, type FunnelWrite } from '../funnel/funnel-rows';
import { afterSave, saveAnswers } from '../../flow/flow-navigation';
import { answersFromFormEntries } from '../../flow/answers-from-form-entries';
import { isUnit } from '../../reference/units';
import { unitDestinations } from '../../reference/destinations';
import { isArrival, type Arrival } from '../../reference/referral';
import type { Slot } from '../../time/slot';
import type { Database } from '../db/database';
import * as store from './enrolment-store';
import { SessionError, StepError, SubmitError, ValidationFailedError } from '../http/api-error';
import { bookingNoLongerFits, bookingScope, bookingService } from '../booking/booking-service';
import { consentReceipts } from '../consents/consent-receipts';
import { answerChanges, saveStepChanges } from './save-step-changes';
import { hashSessionToken, newSessionToken, SESSION_TIMEOUT_SECONDS } from './session';
import { validateStep } from './validate-step';
import { normalizeAnswers } from '../../flow/normalize-answers';
import { submitEnrolment, type SubmitResponse } from './submit-enrolment';
import { appointmentDetails, enrolmentSummary, type AppointmentDetails, type EnrolmentSummary } from './enrolment-summary';
import { moveToCurrentVersion } from './version-migration';
import { resumeProgress } from '../resume/resume-progress';
import { EnrolmentMovedError, EnrolmentSubmittedElsewhereError, movedAway } from '../resume/resume-links';
import { EnrolmentChangingError, EnrolmentMovedMeanwhile } from './flow-version-errors';
import { StaleSaveError, type SaveAnswer } from './save-order';
import { factsDay, pathFacts } from './path-facts';
import { memberToday, memberZone } from '../../flow/member-day';
import { isMinor, speaksToGuardian } from '../../flow/minors';

// A save finds its enrolment moved at most once per version published meanwhile; more attempts mean it keeps moving.
const SAVE_ATTEMPTS = 3;

/** What the service needs: the database, the flow with its resolved flags, the clock and the app host. */
export interface ServiceDeps {
  db: Database;
  /** The flows by version: each member is served by the version they started on. */
  versions: FlowVersions;
  /** The server's resolved flags: recorded on each new enrolment, which keeps them. */
  flags: Record<string, boolean>;
  marketField?: string;
  now: () => Date;
  appHost: string;
  /** Whether saves append their funnel counts (on unless turned off, as the bench does to compare). */
  countFunnel?: boolean;
}

/** The member API's behaviour, free of HTTP. */
export function enrolmentService(deps: ServiceDeps) {
  const { db } = deps;
  const bookings = bookingService(db, deps.now);

  // The enrolment's own flags win; a flag it never recorded (older enrolments) follows the server's.
  const flagsOf = (row: store.EnrolmentRow): Record<string, boolean> => ({ ...deps.flags, ...(row.flags ?? {}) });

  // "Today" for age rules is the day the path's facts were fixed on (docs/decisions/minors-and-fixed-facts.md), else
  // the member's calendar day now in the zone they chose (UTC before they chose one).
  function context(row: store.EnrolmentRow, answers: Answers, today?: string): FlowFacts {
    const day = today ?? row.path_facts?.day ?? memberToday(deps.now(), answers);
    return { flags: flagsOf(row), presets: row.presets, answers, today: day, marketField: deps.marketField };
  }

  async function start(input: { locale: string; unit?: string; ref?: Arrival; clientTimezone?: number; isDST?: boolean; userAgent?: string }): Promise<{ token: string; enrolmentId: string; flags: Record<string, boolean> }> {
    const token = newSessionToken();
    const enrolmentId = randomUUID();
    // The arrival (invitation or referral) is kept with the unit: the legal step shows its documents.
    const presets: Record<string, string> = { ...(input.unit && isUnit(input.unit) ? { unit: input.unit } : {}), ...(isArrival(input.ref) ? { ref: input.ref } : {}) };
    const flow = await deps.versions.flowFor(deps.versions.currentFlowHash);
    const now = deps.now();
    // The first step of the path as the engine sees it for a new enrolment: its presets, no answers yet.
    const firstStep = firstStepId(flow, context({ flags: deps.flags, presets } as store.EnrolmentRow, {}));
    const funnel = { device: deviceClass(input.userAgent), firstStep, index: flow.steps.findIndex((s) => s.id === firstStep), day: funnelDay(now) };
    await store.insertEnrolment(db, {
      id: enrolmentId, sessionHash: hashSessionToken(token), flowId: flow.id, flowVersion: flow.version, flowHash: deps.versions.currentFlowHash, locale: input.locale, presets, flags: deps.flags, now,
      clientTimezone: input.clientTimezone, isDST: input.isDST, funnel,
    });
    return { token, enrolmentId, flags: deps.flags };
  }

  // A session that opens nothing: the one a continue-later link moved away from says where the enrolment went, any other is unknown.
  async function lostSession(sessionHash: string): Promise<never> {
    const went = await movedAway(db, sessionHash);
    if (went === 'submitted') throw new EnrolmentSubmittedElsewhereError();
    throw went === 'moved' ? new EnrolmentMovedError() : new SessionError('no_session');
  }

  async function authenticate(token: string | undefined): Promise<store.EnrolmentRow> {
    if (!token) throw new SessionError('no_session');
    const row = await store.touchSession(db, hashSessionToken(token), deps.now(), SESSION_TIMEOUT_SECONDS);
    if (!row) return lostSession(hashSessionToken(token));
    if (row.expired) throw new SessionError('session_expired');
    return moveToCurrent(row);
  }

  // An open enrolment goes on under the version served now, at its first authenticated request after a publish.
  const moveToCurrent = <T extends store.EnrolmentRow>(row: T): Promise<T> =>
    moveToCurrentVersion(db, deps.versions, row, (answers) => context(row, answers), deps.now()).then((moved) => ({ ...row, ...moved }));

  async function logout(token: string | undefined): Promise<void> {
    // The stored hash is replaced by one of a token nobody holds, so the cookie opens nothing any more.
    if (token) await store.endSession(db, hashSessionToken(token), hashSessionToken(newSessionToken()));
  }

  // Checked and written against the enrolment as read; when a version move or a submit came between the two, nothing
  // was written and the save is checked again against the enrolment as it is now (versions only move forward). An
  // ordered save (Save-Sequence) at or below the acknowledged one is answered as its key was first, else refused as stale.
  async function saveStep(row: store.EnrolmentRow, stepId: string, answers: StepAnswers, request: SaveRequest): Promise<SaveAnswer> {
    const { sequence, key } = request;
    if (sequence === undefined && key !== undefined) {
      const first = await store.findSaveAnswer(db, row.id, key);
      if (first) return first as SaveAnswer;
    }
    if (sequence !== undefined && row.last_save_sequence >= sequence) return answeredBefore(row.id, sequence, key, row.last_save_sequence);
    const answer: SaveAnswer = { stepId, saved: true, saveSequence: sequence ?? row.last_save_sequence };
    let current = row;
    for (let attempt = 1; ; attempt += 1) {
      if (await trySaveStep(current, stepId, answers, request, answer)) return answer;
      if (sequence !== undefined) {
        const acknowledged = await store.readSaveSequence(db, row.id);
        if (acknowledged >= sequence) return answeredBefore(row.id, sequence, key, acknowledged);
      }
      if (attempt === SAVE_ATTEMPTS) throw new EnrolmentChangingError(attempt);
      const fresh = await store.readEnrolment(db, row.id);
      if (!fresh) throw new SessionError('no_session');
      current = await moveToCurrent(fresh);
    }
  }

  // A save the order has passed: its own first answer when its key is remembered (a repeat), else 409 stale_save.
  async function answeredBefore(enrolmentId: string, sequence: number, key: string | undefined, acknowledged: number): Promise<SaveAnswer> {
    const first = key === undefined ? undefined : await store.findSaveAnswer(db, enrolmentId, key);
    if (first) return first as SaveAnswer;
    throw new StaleSaveError(sequence, acknowledged);
  }

  async function trySaveStep(row: store.EnrolmentRow, stepId: string, answers: StepAnswers, request: SaveRequest, answer: SaveAnswer): Promise<boolean> {
    // Receipts name the language the page showed the step in; the enrolment's first locale when the page did not say.
    const locale = request.shownIn ?? row.locale;
    if (row.status === 'submitted') throw new SubmitError('already_submitted', 'This enrolment was submitted; its answers can no longer change.');
    const flow = await deps.versions.flowFor(row.flow_hash);
    const step = findStep(flow, stepId);
    if (!step) throw new StepError('unknown_step', stepId);
    if (step.kind !== 'form') throw new StepError('not_a_form_step', stepId);
    const saved = row.answers;
    const flowFacts = context(row, saved);
    if (!isReachable(flow, flowFacts, stepId)) throw new StepError('step_unreachable', stepId);
    const issues = validateStep(step, answers, flowFacts);
    if (issues.length > 0) throw new ValidationFailedError(issues);
    const visible = visibleFields(step, flowFacts);
    // Stored as the browser saves them: trimmed text, blank text dropped, phones in E.164.
    answers = normalizeAnswers(visible, answers, flowFacts);
    const { answers: next } = saveAnswers(flow, flowFacts, stepId, answers);
    const scope = bookingScope(next, row.presets);
    const slotField = visible.find((field) => field.type === 'slot');
    const unit = fieldValue({ answers: next, presets: row.presets }, 'unit');
    const now = deps.now();
    // Fixed now, in the member's day and zone: whether they are a minor, under which market's law, on which path.
    const zone = memberZone(next);
    const facts = pathFacts(flow, context(row, next, factsDay(flow, row.path_facts, answers, deps.marketField, now, zone)), zone);
    // A minor's consents are the guardian's, each shown in the guardian's words (the page decides them alike).
    const decidedBy = isMinor(flow, flowFacts) === true ? 'guardian' : 'member';
    const guardianWording = speaksToGuardian(flow, flowFacts, step);
    const changes = answerChanges(saved, next, consentReceipts(visible, answers, locale, typeof unit === 'string' ? unit : undefined, isArrival(row.presets.ref) ? row.presets.ref : undefined, decidedBy, guardianWording));
    const written = { locale, flowVersion: row.flow_version, flowHash: row.flow_hash, now, funnel: funnelWrite(flow, row, next, stepId, locale, now), order: { sequence: request.sequence, key: request.key, answer }, facts };
    // Without a booking to change, the save is one statement, atomic on its own: no transaction.
    if (!slotField && !bookingNoLongerFits(flow, saved, next, row.presets)) return saveStepChanges(db, row.id, changes, written);
    try {
      await bookings.withFreshSlots(scope, () =>
        db.transaction(async (tx) => {
          // The answers first: their statement locks the enrolment before the booking's rows, in the order a
          // session touch and a version move lock them, so concurrent requests of one member cannot deadlock.
          if (!(await saveStepChanges(tx, row.id, changes, written))) throw new EnrolmentMovedMeanwhile();
          const start = slotField ? answers[slotField.name] : undefined;
          if (typeof start === 'string') await bookings.book(tx, row.id, scope, start, request.address);
          else await bookings.cancel(tx, row.id);
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof EnrolmentMovedMeanwhile) return false;
      throw error;
    }
  }

  // The save's funnel counts from the engine's path after it, keyed by the enrolment's version and device class.
  function funnelWrite(flow: Awaited<ReturnType<FlowVersions['flowFor']>>, row: store.EnrolmentRow, next: Answers, stepId: string, language: string, now: Date): FunnelWrite | undefined {
    if (deps.countFunnel === false || !row.flow_hash) return undefined;
    const position = { step: row.funnel_step ?? null, sentAt: row.funnel_sent_at ? new Date(row.funnel_sent_at) : null, furthest: row.funnel_furthest ?? null };
    const counted = saveCounts(flow, context(row, next), stepId, position, now);
    return { rows: funnelRows(counted.counts, { now, flowHash: row.flow_hash, language, device: row.funnel_device ?? 'desktop' }), position: counted.position };
  }

  /**
   * Saves a step the browser submitted natively (its form's name/value pairs), through the same save as the API's, and
   * answers the step the member goes on to.
   */
  async function saveFormStep(row: store.EnrolmentRow, stepId: string, entries: Iterable<readonly [string, string]>, request: SaveRequest): Promise<string> {
    const flow = await deps.versions.flowFor(row.flow_hash);
    const step = findStep(flow, stepId);
    if (!step) throw new StepError('unknown_step', stepId);
    const answers = answersFromFormEntries(step.fields, entries);
    await saveStep(row, stepId, answers, request);
    return afterSave(flow, context(row, { ...row.answers, [stepId]: answers }), stepId, undefined);
  }

  async function slots(row: store.EnrolmentRow, range: { from?: Date; to?: Date } = {}): Promise<Slot[]> {
    const { answers } = row;
    // The member's own booking stays in their list, so the appointment step shows it chosen on return.
    return bookings.memberSlots(row.id, bookingScope(answers, row.presets), range.from, range.to);
  }

  // Like a save, a submit checked against a version the enrolment left before the lock is checked again as it is now.
  async function submit(row: store.EnrolmentRow, idempotencyKey: string): Promise<SubmitResponse & AppointmentDetails & { flags: Record<string, boolean> }> {
    let current = row;
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await trySubmit(current, idempotencyKey);
      } catch (error) {
        if (!(error instanceof EnrolmentMovedMeanwhile)) throw error;
        if (attempt === SAVE_ATTEMPTS) throw new EnrolmentChangingError(attempt);
      }
      const fresh = await store.readEnrolment(db, row.id);
      if (!fresh) throw new SessionError('no_session');
      current = await moveToCurrent(fresh);
    }
  }

  async function trySubmit(row: store.EnrolmentRow, idempotencyKey: string): Promise<SubmitResponse & AppointmentDetails & { flags: Record<string, boolean> }> {
    const flow = await deps.versions.flowFor(row.flow_hash);
    const { answers } = row;
    const flowFacts = context(row, answers);
    const unit = fieldValue(flowFacts, 'unit');
    const destinations = unitDestinations(isUnit(unit) ? unit : undefined, deps.appHost, flowFacts.flags);
    const response = await submitEnrolment({ db, flow, flowFacts, flowHash: row.flow_hash, enrolmentId: row.id, answers, idempotencyKey, destinations, now: deps.now, facts: pathFacts(flow, flowFacts, memberZone(answers)) });
    // The done page states the appointment at once, so the submit answer carries it too, and the flags the
    // done page follows (redirectUnitToggle): the enrolment's own, as GET /member/enrolment answers them.
    return { ...response, ...(await appointmentDetails(db, row.id, answers)), flags: flowFacts.flags };
  }

  /** The member's own summary; a submitted one stays readable after the idle limit (docs/decisions/done-page-after-submit.md). */
  async function summary(token: string | undefined): Promise<EnrolmentSummary & { flags: Record<string, boolean> } & Partial<MemberProgress>> {
    if (!token) throw new SessionError('no_session');
    const touched = await store.touchSession(db, hashSessionToken(token), deps.now(), SESSION_TIMEOUT_SECONDS);
    if (!touched) return lostSession(hashSessionToken(token));
    if (touched.expired && touched.status !== 'submitted') throw new SessionError('session_expired');
    const row = await moveToCurrent(touched);
    const { answers } = row;
    const unit = fieldValue({ answers, presets: row.presets }, 'unit');
    const flags = flagsOf(row);
    const summarised = { ...(await enrolmentSummary(db, row, answers, () => unitDestinations(isUnit(unit) ? unit : undefined, deps.appHost, flags))), flags };
    if (row.status === 'submitted') return summarised;
    // The server is the source of truth for an open enrolment's answers: the page resumes from them.
    const flow = await deps.versions.flowFor(row.flow_hash);
    return { ...summarised, enrolmentId: row.id, flowHash: row.flow_hash ?? deps.versions.currentFlowHash, presets: row.presets, saveSequence: row.last_save_sequence, ...(await resumeProgress(db, flow, context(row, answers), row)) };
  }

  /** Books `start` for the member; `address` is the client's (clientAddressKey), which holds a bounded number of slots. */
  async function bookSlot(row: store.EnrolmentRow, start: string, address: string): Promise<Slot> {
    if (row.status === 'submitted') throw new SubmitError('already_submitted', 'This enrolment was submitted; change the appointment in the app.');
    const scope = bookingScope(row.answers, row.presets);
    return bookings.withFreshSlots(scope, () => db.transaction((tx) => bookings.book(tx, row.id, scope, start, address)));
  }

  async function cancelSlot(row: store.EnrolmentRow): Promise<void> {
    if (row.status === 'submitted') throw new SubmitError('already_submitted', 'This enrolment was submitted; change the appointment in the app.');
    await db.transaction((tx) => bookings.cancel(tx, row.id));
  }

  return { start, authenticate, logout, saveStep, saveFormStep, slots, submit, summary, bookSlot, cancelSlot };
}

/** How a step save came: the language its step was shown in, the client's address, and its place in the member's order. */
export interface SaveRequest {
  shownIn?: string;
  address: string;
  /** Save-Sequence: without it the save is applied unordered, as before the header existed. */
  sequence?: number;
  /** Idempotency-Key: a repeat is answered with the first answer. */
  key?: string;
}

/** An open enrolment's progress as the server holds it, under the version it now follows. */
export interface MemberProgress {
  enrolmentId: string;
  /** The flow hash of the flow the enrolment follows. */
  flowHash: string;
  presets: Record<string, string>;
  answers: Answers;
  /** What the member typed for steps a version move asks again, to show as drafts. */
  drafts: Record<string, StepAnswers>;
  /** The highest Save-Sequence acknowledged: a resumed page numbers its saves after it. */
  saveSequence: number;
}

/** The member API service. */
export type EnrolmentService = ReturnType<typeof enrolmentService>;
