import { US_ADULT_STEPS } from '../support/test-harness';
import { call, type Tally } from './proxy-client';

/** A save the API acknowledged (200): it must be in the database afterwards. */
export interface AcknowledgedSave {
  enrolmentId: string;
  stepId: string;
}

/** What one member's walk left behind. */
export interface MemberResult {
  enrolmentId: string;
  submitted: boolean;
  /** The nodes that answered this member's calls. */
  nodes: string[];
  problems: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One member through the proxy: start, every step of a US adult, a slot list, the appointment step
 * (a slot, or none when it is taken), submit and the summary; small pauses between calls, as a person's.
 * `acknowledged` gets each save that answered 200, the moment it did.
 */
export async function proxyMember(base: string, tally: Tally, index: number, acknowledged: AcknowledgedSave[], pauseMs: number): Promise<MemberResult> {
  const problems: string[] = [];
  const seen = new Set<string>();
  const via = async (method: string, url: string, options: Parameters<typeof call>[4]) => {
    const answer = await call(base, tally, method, url, options);
    if (answer.node) seen.add(answer.node);
    return answer;
  };
  const started = await via('POST', '/member/enrolments', { body: { locale: 'en-US', unit: 'move' } });
  const cookie = started.setCookie;
  const enrolmentId = (started.body as { enrolmentId?: string } | undefined)?.enrolmentId ?? '';
  if (started.status !== 201 || !cookie) return { enrolmentId, submitted: false, nodes: [], problems: [`start ${started.status}`] };

  const save = async (stepId: string, answers: object) => {
    const res = await via('PUT', `/member/enrolment/steps/${stepId}`, { cookie, body: { answers } });
    if (res.status === 200) acknowledged.push({ enrolmentId, stepId });
    return res;
  };
  for (const [stepId, answers] of US_ADULT_STEPS) {
    const res = await save(stepId, answers);
    if (res.status !== 200) problems.push(`${stepId} ${res.status}`);
    await sleep(pauseMs);
  }
  const slots = await via('GET', '/member/enrolment/slots', { cookie });
  const free = (slots.body as { slots?: { start: string }[] } | undefined)?.slots ?? [];
  const chosen = free.length > 0 ? free[(index * 7) % free.length]?.start : undefined;
  let appointment = await save('appointment', chosen ? { slot: chosen } : {});
  if (appointment.status === 409) appointment = await save('appointment', {});
  if (appointment.status !== 200) problems.push(`appointment ${appointment.status}`);
  const submit = await via('POST', '/member/enrolment/submit', { cookie, headers: { 'idempotency-key': `nodes-${enrolmentId}` } });
  if (submit.status !== 200) problems.push(`submit ${submit.status}`);
  const summary = await via('GET', '/member/enrolment', { cookie });
  const status = (summary.body as { status?: string } | undefined)?.status;
  if (status !== 'submitted') problems.push(`summary ${summary.status} ${status ?? ''}`);
  return { enrolmentId, submitted: submit.status === 200, nodes: [...seen], problems };
}

/** Sends `count` calls at once with one cookie (or none) to `url`; answers the number of 429s. */
export async function burst(base: string, tally: Tally, count: number, url: string, options: { cookie?: string; headers?: Record<string, string> }): Promise<number> {
  const answers = await Promise.all(Array.from({ length: count }, () => call(base, tally, 'GET', url, options)));
  return answers.filter((a) => a.status === 429).length;
}
