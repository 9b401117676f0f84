import { US_ADULT_STEPS } from '../support/test-harness';
import type { FaultCluster } from './fault-cluster';
import { faultCall, newFaultTally, type FaultTally } from './fault-client';
import { statusText, tallyFields, type FaultRow } from './fault-row';
import { startHealthProbe } from './health-probe';

type Slots = { slots?: { start: string }[] } | undefined;

/** A move/US member up to the appointment step's slot list, started from `address`. */
async function memberWithSlots(base: string, tally: FaultTally, address: string) {
  const headers = { 'x-forwarded-for': address };
  const started = await faultCall(base, tally, 'POST', '/member/enrolments', { headers, body: { locale: 'en-US', unit: 'move' } });
  const cookie = started.setCookie ?? '';
  for (const [stepId, answers] of US_ADULT_STEPS.slice(0, 4)) await faultCall(base, tally, 'PUT', `/member/enrolment/steps/${stepId}`, { headers, cookie, body: { answers } });
  const slots = await faultCall(base, tally, 'GET', '/member/enrolment/slots', { headers, cookie });
  return { cookie, free: ((slots.body as Slots)?.slots ?? []).map((s) => s.start) };
}

/**
 * The hoarding script: `sessions` scripted sessions, started from many addresses, each book a different free slot
 * from ONE address; then a real member from another address lists the slots. A booking of a slot no list offers
 * (far in the future) is tried too.
 */
export async function hoardingFault(cluster: FaultCluster, sessions = 80): Promise<FaultRow> {
  const tally = newFaultTally();
  const probe = startHealthProbe(`${cluster.base}/healthz`);
  const hoarder = '203.0.113.9';
  let held = 0;
  for (let i = 0; i < sessions; i += 1) {
    const base = cluster.direct(i % 3);
    const member = await memberWithSlots(base, tally, `198.18.${Math.floor(i / 200)}.${(i % 200) + 1}`);
    const slot = member.free[0];
    if (!slot) break;
    const booked = await faultCall(base, tally, 'POST', '/member/enrolment/booking', { headers: { 'x-forwarded-for': hoarder }, cookie: member.cookie, body: { start: slot } });
    if (booked.status === 201) held += 1;
  }
  const real = await memberWithSlots(cluster.direct(0), tally, '198.51.100.77');
  const invented = await faultCall(cluster.direct(0), tally, 'POST', '/member/enrolment/booking', { headers: { 'x-forwarded-for': '198.51.100.77' }, cookie: real.cookie, body: { start: '2199-12-02T14:00:00.000Z' } });
  const health = await probe.stop();
  return {
    fault: `slot hoarding: ${sessions} scripted sessions book from one address`,
    acknowledged: 0,
    lost: 0,
    ...tallyFields(tally),
    healthP99: health.p99,
    detail: `${held} holds taken from one address; a real member then sees ${real.free.length} free slots; a slot in 2199: ${invented.status}; ${statusText(tally)}`,
    checks: [
      { name: 'a real member still sees free slots', ok: real.free.length > 0, detail: `${real.free.length}` },
      { name: 'a slot no list offers is refused', ok: invented.status >= 400 && invented.status < 500, detail: `${invented.status}` },
    ],
  };
}
