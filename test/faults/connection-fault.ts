import net from 'net';
import type { FaultCluster } from './fault-cluster';
import type { FaultRow } from './fault-row';
import { percentile, startHealthProbe } from './health-probe';

/** How long the lane waits for the node to close the connections it was handed. */
const OBSERVE_MS = 20_000;
/** Closed within this many milliseconds counts as closed "within seconds". */
const WITHIN_MS = 15_000;

/** Opens a connection to `port` that sends `text` and then waits; resolves with the ms until the server closed it (Infinity if not within `observeMs`). */
function heldConnection(port: number, text: string, observeMs: number): Promise<number> {
  return new Promise((resolve) => {
    const began = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => {
      if (text) socket.write(text);
    });
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(Number.POSITIVE_INFINITY);
    }, observeMs);
    socket.on('data', () => undefined);
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(Date.now() - began);
    });
  });
}

/**
 * 300 connections held open against one node: half of them send half a request's headers and wait, the other
 * half send nothing. The node must close them within seconds, while an untouched client's `/healthz` stays quick.
 */
export async function connectionFault(cluster: FaultCluster, count = 300): Promise<FaultRow> {
  const port = Number(new URL(cluster.direct(0)).port);
  const probe = startHealthProbe(`${cluster.direct(0)}/healthz`);
  const half = 'POST /member/enrolments HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n';
  const closedAfter = await Promise.all(Array.from({ length: count }, (_, i) => heldConnection(port, i % 2 === 0 ? half : '', OBSERVE_MS)));
  const health = await probe.stop();
  const closed = closedAfter.filter((ms) => ms <= WITHIN_MS);
  const slowest = Math.max(...closedAfter);
  return {
    fault: `${count} held connections (half a request, or nothing)`,
    acknowledged: 0,
    lost: 0,
    serverErrors: 0,
    unavailable: 0,
    healthP99: health.p99,
    detail: `${closed.length}/${count} closed within ${WITHIN_MS / 1000} s; median ${Math.round(percentile(closedAfter, 0.5))} ms, slowest ${Number.isFinite(slowest) ? `${slowest} ms` : `> ${OBSERVE_MS / 1000} s`}`,
    checks: [
      { name: `every held connection closed within ${WITHIN_MS / 1000} s`, ok: closed.length === count, detail: `${closed.length}/${count}` },
      { name: 'the untouched client was answered throughout', ok: health.failed === 0, detail: `${health.failed} failed` },
    ],
  };
}
