import type { Client } from 'pg';
import { US_ADULT_STEPS } from '../support/test-harness';
import type { FaultCluster } from './fault-cluster';
import { faultCall, newFaultTally } from './fault-client';
import { statusText, tallyFields, type FaultRow } from './fault-row';
import { startHealthProbe } from './health-probe';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const PROFILE = US_ADULT_STEPS.find(([stepId]) => stepId === 'profile')![1];
// Long enough for the paused node's kernel to take the request's bytes; the node reads them only once resumed.
const IN_FLIGHT_MS = 300;

/**
 * A node paused while it holds a save: node 2 is stopped (SIGSTOP), the member's save "Old" reaches it, the member
 * saves "New" through node 1 (acknowledged), and node 2 resumes (SIGCONT) with "Old" still to handle. The stored
 * first name must be "New" each time; the page numbers its saves (Save-Sequence), so "Old" is refused as stale.
 */
export async function pausedNodeFault(cluster: FaultCluster, pg: Client, members = 5): Promise<FaultRow> {
  const tally = newFaultTally();
  const heldTally = newFaultTally();
  // An untouched client of node 1: the proxy would send some of its asks to the paused node.
  const probe = startHealthProbe(`${cluster.direct(0)}/healthz`);
  const paused = cluster.nodes[1].process;
  const outcomes: { oldStatus: number; newStatus: number; stored: unknown }[] = [];
  for (let m = 0; m < members; m += 1) {
    const headers = { 'x-forwarded-for': `198.51.100.${30 + m}` };
    const node1 = cluster.direct(0);
    const started = await faultCall(node1, tally, 'POST', '/member/enrolments', { headers, body: { locale: 'en-US', unit: 'move' } });
    const cookie = started.setCookie ?? '';
    const enrolmentId = (started.body as { enrolmentId?: string } | undefined)?.enrolmentId ?? '';
    let sequence = 0;
    const save = (base: string, stepId: string, answers: object) => {
      sequence += 1;
      return faultCall(base, tally, 'PUT', `/member/enrolment/steps/${stepId}`, { cookie, body: { answers }, headers: { ...headers, 'save-sequence': String(sequence), 'idempotency-key': `paused_${m}_${sequence}_${enrolmentId}` } });
    };
    for (const [stepId, answers] of US_ADULT_STEPS.slice(0, 4)) await save(node1, stepId, answers);
    paused.kill('SIGSTOP');
    let older: Promise<{ status: number }>;
    try {
      // The held save is tallied apart: what the paused node answers on waking is this row's detail, while the lane's
      // rules (no 5xx, no 503 with the database up) hold for every other call.
      sequence += 1;
      older = faultCall(cluster.direct(1), heldTally, 'PUT', '/member/enrolment/steps/profile', { cookie, body: { answers: { ...PROFILE, firstName: 'Old' } }, headers: { ...headers, 'save-sequence': String(sequence), 'idempotency-key': `paused_${m}_${sequence}_${enrolmentId}` } });
      await sleep(IN_FLIGHT_MS);
      const newer = await save(node1, 'profile', { ...PROFILE, firstName: 'New' });
      outcomes.push({ oldStatus: 0, newStatus: newer.status, stored: undefined });
    } finally {
      paused.kill('SIGCONT');
    }
    const outcome = outcomes[outcomes.length - 1];
    outcome.oldStatus = (await older).status;
    const { rows } = await pg.query<{ answers: { firstName?: string } }>("select answers from step_answers where enrolment_id = $1 and step_id = 'profile'", [enrolmentId]);
    outcome.stored = rows[0]?.answers.firstName;
  }
  const health = await probe.stop();
  const acknowledged = outcomes.filter((o) => o.newStatus === 200).length;
  const lost = outcomes.filter((o) => o.newStatus === 200 && o.stored !== 'New').length;
  return {
    fault: `a node paused (SIGSTOP) holding an older save; the newer one acknowledged by another node; ${members} members`,
    acknowledged,
    lost,
    ...tallyFields(tally),
    healthP99: health.p99,
    detail: `stored first names: ${outcomes.map((o) => String(o.stored)).join('/')}; the held save answered ${outcomes.map((o) => o.oldStatus).join('/')} (on the way: ${statusText(heldTally)}); ${statusText(tally)}`,
    checks: [
      { name: 'every newer save was acknowledged', ok: acknowledged === members, detail: outcomes.map((o) => o.newStatus).join('/') },
      { name: 'the held older save is refused as stale once its node resumes', ok: outcomes.every((o) => o.oldStatus === 409), detail: outcomes.map((o) => o.oldStatus).join('/') },
      { name: 'the held save never met a 5xx other than a retryable 503', ok: heldTally.serverErrors === 0, detail: statusText(heldTally) },
    ],
  };
}
