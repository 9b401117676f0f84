import { randomUUID } from 'crypto';
import moment from 'moment-timezone';
import type { Answers, Flow, StepAnswers } from '../flow/flow-types';
import type { EvalContext } from '../flow/eval-context';
import { fieldValue } from '../flow/eval-context';
import { findStep } from '../flow/normalize-flow';
import { isReachable, reachableSteps, visibleFields } from '../flow/reachability';
import { saveAnswers } from '../flow/flow-navigation';
import { isUnit } from '../reference/units';
import { unitDestinations, type Destination } from '../reference/destinations';
import { isOfferedSlot, offeredSlots, type Slot } from '../time/offered-slots';
import type { Database } from './db/database';
import * as store from './enrolment-store';
import { SessionError, StepError, SubmitError, ValidationFailedError } from './api-error';
import { hashSessionToken, newSessionToken, SESSION_TIMEOUT_SECONDS } from './session';
import { validateStep } from './validate-step';

/** The patient state code a new enrolment gets: the first of the enrolled range 300–399 (SPEC §4). */
export const ENROLLED_STATE = 'enrolled_300';

/** What the service needs: the database, the flow with its resolved flags, the clock and the app host. */
export interface ServiceDeps {
  db: Database;
  flow: Flow;
  flags: Record<string, boolean>;
  marketField?: string;
  now: () => Date;
  appHost: string;
}

/** The member API's behaviour, free of HTTP. */
export function enrolmentService(deps: ServiceDeps) {
  const { db, flow, flags } = deps;

  // "Today" for age rules is the member's calendar day in the zone they chose, else UTC.
  function context(row: store.EnrolmentRow, answers: Answers): EvalContext {
    const zone = fieldValue({ answers, presets: {} }, 'timezone');
    const today = moment.tz(deps.now(), typeof zone === 'string' && moment.tz.zone(zone) ? zone : 'UTC').format('YYYY-MM-DD');
    return { flags, presets: row.presets, answers, today, marketField: deps.marketField };
  }

  async function start(input: { locale: string; unit?: string }): Promise<{ token: string; enrolmentId: string }> {
    const token = newSessionToken();
    const enrolmentId = randomUUID();
    const presets: Record<string, string> = input.unit && isUnit(input.unit) ? { unit: input.unit } : {};
    await store.insertEnrolment(db, { id: enrolmentId, sessionHash: hashSessionToken(token), flowId: flow.id, flowVersion: flow.version, locale: input.locale, presets, now: deps.now() });
    return { token, enrolmentId };
  }

  async function authenticate(token: string | undefined): Promise<store.EnrolmentRow> {
    if (!token) throw new SessionError('no_session');
    const row = await store.findEnrolmentBySession(db, hashSessionToken(token));
    if (!row) throw new SessionError('no_session');
    const idle = (deps.now().getTime() - new Date(row.last_seen_at).getTime()) / 1000;
    if (idle > SESSION_TIMEOUT_SECONDS) throw new SessionError('session_expired');
    await store.touchEnrolment(db, row.id, deps.now());
    return row;
  }

  async function saveStep(row: store.EnrolmentRow, stepId: string, answers: StepAnswers): Promise<void> {
    if (row.status === 'submitted') throw new SubmitError('already_submitted', 'This enrolment was submitted; its answers can no longer change.');
    const step = findStep(flow, stepId);
    if (!step) throw new StepError('unknown_step', stepId);
    if (step.kind !== 'form') throw new StepError('not_a_form_step', stepId);
    const saved = await store.loadAnswers(db, row.id);
    const ctx = context(row, saved);
    if (!isReachable(flow, ctx, stepId)) throw new StepError('step_unreachable', stepId);
    const issues = validateStep(step, answers, ctx);
    for (const field of visibleFields(step, ctx)) {
      const value = answers[field.name];
      if (field.type === 'slot' && typeof value === 'string' && !isOfferedSlot(value, deps.now(), String(fieldValue(ctx, 'timezone') ?? 'UTC'))) {
        issues.push({ field: field.name, rule: 'offered' });
      }
    }
    if (issues.length > 0) throw new ValidationFailedError(issues);
    const next = saveAnswers(flow, ctx, stepId, answers);
    await db.transaction((tx) => store.replaceAnswers(tx, row.id, next));
  }

  async function slots(row: store.EnrolmentRow): Promise<Slot[]> {
    const answers = await store.loadAnswers(db, row.id);
    return offeredSlots(deps.now(), String(fieldValue({ answers, presets: {} }, 'timezone') ?? 'UTC'));
  }

  async function submit(row: store.EnrolmentRow): Promise<{ patientState: string; destinations: Destination[] }> {
    const answers = await store.loadAnswers(db, row.id);
    const ctx = context(row, answers);
    const unitValue = fieldValue(ctx, 'unit');
    const destinations = unitDestinations(isUnit(unitValue) ? unitValue : undefined, deps.appHost, flags);
    if (row.status === 'submitted') return { patientState: row.patient_state ?? ENROLLED_STATE, destinations };
    const formSteps = reachableSteps(flow, ctx).filter((step) => step.kind === 'form');
    for (const step of formSteps) {
      const stepAnswers = answers[step.id];
      if (!stepAnswers) throw new SubmitError('incomplete', `Step '${step.id}' has not been answered; save it before submitting.`);
      const issues = validateStep(step, stepAnswers, ctx);
      if (issues.length > 0) throw new ValidationFailedError(issues);
    }
    await db.transaction(async (tx) => {
      if (!(await store.markSubmitted(tx, row.id, ENROLLED_STATE))) return;
      for (const step of formSteps) {
        for (const field of visibleFields(step, ctx).filter((f) => f.type === 'consent')) {
          const decision = answers[step.id]?.[field.name] === true ? 'accepted' : 'declined';
          await store.insertConsentDecision(tx, { enrolmentId: row.id, consentId: field.name, document: field.document, decision, locale: row.locale, flowVersion: row.flow_version });
        }
      }
    });
    return { patientState: ENROLLED_STATE, destinations };
  }

  return { start, authenticate, saveStep, slots, submit };
}

/** The member API service. */
export type EnrolmentService = ReturnType<typeof enrolmentService>;
