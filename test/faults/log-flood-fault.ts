import fs from 'fs';
import type { FaultCluster } from './fault-cluster';
import { faultCall, newFaultTally } from './fault-client';
import { statusText, type FaultRow } from './fault-row';
import { startHealthProbe } from './health-probe';

/** The key the lane's nodes run the log proxy with. */
export const LANE_LOG_KEY = 'fault-lane-log-key-0123456789';

/** A batch as large as the proxy takes (under its 256 KiB body limit): 30 entries of 8,000 characters. */
function biggestBatch(n: number) {
  const text = `flood ${n} `.padEnd(8000, 'abcdefghij 0123456789 ');
  const entry = { logName: 'onboarding', resource: { type: 'browser' }, timestamp: '2026-11-25T12:00:00Z', severity: 400, labels: { step: 'profile', release: 'lane' }, textPayload: text };
  return { entries: Array.from({ length: 30 }, () => entry) };
}

/**
 * A log flood from one address (the log key is in the page, by design): the largest batches, `concurrency` at a time,
 * for `durationMs`, straight at one node. The node sheds it (429) before it slows down: an untouched client's
 * `/healthz` stays quick, and the node's log grows by a bounded number of bytes.
 */
export async function logFloodFault(cluster: FaultCluster, durationMs = 20_000, concurrency = 8): Promise<FaultRow> {
  const tally = newFaultTally();
  const node = cluster.nodes[0];
  const logBefore = fs.statSync(node.logFile).size;
  const probe = startHealthProbe(`${cluster.direct(0)}/healthz`);
  const until = Date.now() + durationMs;
  let sent = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (Date.now() < until) {
      await faultCall(cluster.direct(0), tally, 'POST', '/member/logs', { headers: { authorization: LANE_LOG_KEY, 'x-forwarded-for': '203.0.113.66' }, body: biggestBatch(sent++), retryForMs: 0 });
    }
  }));
  const health = await probe.stop();
  const written = fs.statSync(node.logFile).size - logBefore;
  return {
    fault: `log flood: largest batches, ${concurrency} at a time for ${durationMs / 1000} s`,
    acknowledged: 0,
    lost: 0,
    serverErrors: tally.serverErrors,
    unavailable: tally.unavailable,
    healthP99: health.p99,
    detail: `${(written / 1048576).toFixed(1)} MiB of log written; ${statusText(tally)}`,
    checks: [{ name: 'the untouched client was answered throughout', ok: health.failed === 0, detail: `${health.failed} failed` }],
  };
}
