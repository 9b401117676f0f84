import type { Client } from 'pg';
import { US_ADULT_STEPS } from '../support/test-harness';
import { faultCall, newFaultTally } from './fault-client';
import type { FaultCluster } from './fault-cluster';
import { lostSaves, walkMember, type AckedSave } from './fault-member';
import { statusText, tallyFields, type FaultRow } from './fault-row';
import { startHealthProbe } from './health-probe';

/** The clinic: `members` members behind one address (the proxy's) enrol at the same moment, under the default limits. */
export async function clinicBurst(cluster: FaultCluster, pg: Client, members = 30): Promise<FaultRow> {
  const tally = newFaultTally();
  const acked: AckedSave[] = [];
  const probe = startHealthProbe(`${cluster.base}/healthz`);
  const results = await Promise.all(Array.from({ length: members }, () => walkMember(cluster.base, tally, acked, { pauseMs: 0 })));
  const health = await probe.stop();
  const lost = await lostSaves(pg, acked);
  const submitted = results.filter((m) => m.submitted).length;
  return {
    fault: `clinic: ${members} members behind one address at once`,
    acknowledged: acked.length,
    lost: lost.length,
    ...tallyFields(tally),
    healthP99: health.p99,
    detail: `${submitted}/${members} enrolled; ${statusText(tally)}`,
    checks: [{ name: 'every member of the clinic enrolled', ok: submitted === members, detail: results.flatMap((m) => m.problems).slice(0, 4).join(', ') }],
  };
}

const ADDRESSES = Array.from({ length: 24 }, (_, i) => `192.0.2.${i + 10}`);

/**
 * A mixed burst straight at the nodes: `total` requests, `concurrency` at a time, from a pool of addresses and
 * sessions: starts, step saves, slot lists, summaries and liveness checks. 429 is an answer; a 5xx is a defect.
 */
export async function mixedBurst(cluster: FaultCluster, pg: Client, total = 3000, concurrency = 64): Promise<FaultRow> {
  const tally = newFaultTally();
  const acked: AckedSave[] = [];
  const sessions: { cookie: string; enrolmentId: string }[] = [];
  const probe = startHealthProbe(`${cluster.direct(0)}/healthz`);
  let next = 0;
  const one = async (n: number) => {
    const base = cluster.direct(n % 3);
    const headers = { 'x-forwarded-for': ADDRESSES[n % ADDRESSES.length] };
    const session = sessions.length > 0 ? sessions[n % sessions.length] : undefined;
    const kind = session ? n % 6 : 0;
    if (kind === 0) {
      const res = await faultCall(base, tally, 'POST', '/member/enrolments', { headers, body: { locale: 'en-US', unit: 'move' }, retryForMs: 0 });
      const enrolmentId = (res.body as { enrolmentId?: string } | undefined)?.enrolmentId;
      if (res.setCookie && enrolmentId && sessions.length < 200) sessions.push({ cookie: res.setCookie, enrolmentId });
    } else if (session && kind <= 3) {
      const [stepId, answers] = US_ADULT_STEPS[n % 4];
      const res = await faultCall(base, tally, 'PUT', `/member/enrolment/steps/${stepId}`, { headers, cookie: session.cookie, body: { answers }, retryForMs: 0 });
      if (res.status === 200) acked.push({ enrolmentId: session.enrolmentId, stepId, answers });
    } else if (session && kind === 4) await faultCall(base, tally, 'GET', '/member/enrolment/slots', { headers, cookie: session.cookie, retryForMs: 0 });
    else if (session) await faultCall(base, tally, 'GET', '/member/enrolment', { headers, cookie: session.cookie, retryForMs: 0 });
  };
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < total) await one(next++);
  }));
  const health = await probe.stop();
  const lost = await lostSaves(pg, acked);
  return {
    fault: `mixed burst: ${total} requests, ${concurrency} at a time`,
    acknowledged: acked.length,
    lost: lost.length,
    ...tallyFields(tally),
    healthP99: health.p99,
    detail: statusText(tally),
    checks: [],
  };
}
