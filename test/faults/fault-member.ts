import type { Client } from 'pg';
import { US_ADULT_STEPS } from '../support/test-harness';
import { faultCall, type FaultTally } from './fault-client';

/** A save the API acknowledged (200), with the answers it carried: each must still be in the database afterwards. */
export interface AckedSave {
  enrolmentId: string;
  stepId: string;
  answers: Record<string, unknown>;
}

/** What one member's walk left behind. */
export interface FaultMemberResult {
  enrolmentId: string;
  submitted: boolean;
  problems: string[];
}

/** How a member walks: its address (X-Forwarded-For, for nodes reached directly), pause, answers to change, and a hook between steps. */
export interface WalkOptions {
  pauseMs?: number;
  headers?: Record<string, string>;
  /** Answers that replace a step's defaults, by step. */
  answers?: Record<string, Record<string, unknown>>;
  /** What the member answers when a step is asked again (a submit refused with the step to answer), by step. */
  reanswer?: Record<string, Record<string, unknown>>;
  /** Waits this long before starting. */
  startDelayMs?: number;
  /** Called after each acknowledged save; the walk waits for it. */
  afterSave?: (stepIndex: number) => Promise<void>;
  retryForMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One member: start, every step of a US adult, the appointment step without a slot, submit, then the summary. */
export async function walkMember(base: string, tally: FaultTally, acked: AckedSave[], options: WalkOptions = {}): Promise<FaultMemberResult> {
  const call = (method: string, url: string, extra: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
    faultCall(base, tally, method, url, { retryForMs: options.retryForMs, ...extra, headers: { ...options.headers, ...extra.headers } });
  await sleep(options.startDelayMs ?? 0);
  const started = await call('POST', '/member/enrolments', { body: { locale: 'en-US', unit: 'move' } });
  const cookie = started.setCookie;
  const enrolmentId = (started.body as { enrolmentId?: string } | undefined)?.enrolmentId ?? '';
  if (started.status !== 201 || !cookie) return { enrolmentId, submitted: false, problems: [`start ${started.status}`] };
  const problems: string[] = [];
  const steps: [string, Record<string, unknown>][] = [...US_ADULT_STEPS.map(([id, a]): [string, Record<string, unknown>] => [id, { ...a, ...options.answers?.[id] }]), ['appointment', {}]];
  for (const [index, [stepId, answers]] of steps.entries()) {
    const res = await call('PUT', `/member/enrolment/steps/${stepId}`, { cookie, body: { answers } });
    if (res.status === 200) {
      acked.push({ enrolmentId, stepId, answers });
      await options.afterSave?.(index);
    } else problems.push(`${stepId} ${res.status}`);
    await sleep(options.pauseMs ?? 20);
  }
  const submitOnce = (attempt: number) => call('POST', '/member/enrolment/submit', { cookie, headers: { 'idempotency-key': `faults-${enrolmentId}-${attempt}` } });
  let submit = await submitOnce(0);
  // A step submit names (unanswered: 409; an answer a newer flow refuses: 400) is answered again, as the page would.
  for (let attempt = 1; (submit.status === 409 || submit.status === 400) && attempt <= 3; attempt += 1) {
    const stepId = (submit.body as { error?: { stepId?: string } } | undefined)?.error?.stepId;
    const answers = stepId ? steps.find(([id]) => id === stepId)?.[1] : undefined;
    if (!stepId || !answers) break;
    const again = { ...answers, ...options.reanswer?.[stepId] };
    const res = await call('PUT', `/member/enrolment/steps/${stepId}`, { cookie, body: { answers: again } });
    if (res.status !== 200) break;
    acked.push({ enrolmentId, stepId, answers: again });
    submit = await submitOnce(attempt);
  }
  if (submit.status !== 200) problems.push(`submit ${submit.status} ${JSON.stringify(submit.body).slice(0, 120)}`);
  return { enrolmentId, submitted: submit.status === 200, problems };
}

/** The acknowledged saves some of whose fields are no longer in `step_answers`. */
export async function lostSaves(pg: Client, acked: AckedSave[]): Promise<AckedSave[]> {
  if (acked.length === 0) return [];
  const ids = [...new Set(acked.map((a) => a.enrolmentId))];
  const { rows } = await pg.query<{ enrolment_id: string; step_id: string; answers: Record<string, unknown> }>('select enrolment_id, step_id, answers from step_answers where enrolment_id = any($1::uuid[])', [ids]);
  const stored = new Map(rows.map((r) => [`${r.enrolment_id}/${r.step_id}`, r.answers]));
  // A later acknowledged save of the same step stands for the earlier one.
  const latest = new Map(acked.map((a) => [`${a.enrolmentId}/${a.stepId}`, a]));
  return [...latest.values()].filter((a) => {
    const row = stored.get(`${a.enrolmentId}/${a.stepId}`);
    // The server may normalise a value (a phone to E.164); a field that is gone is what counts as lost.
    return !row || Object.keys(a.answers).some((field) => row[field] === undefined);
  });
}
