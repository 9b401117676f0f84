import type { Client } from 'pg';
import type { FaultCluster } from './fault-cluster';
import { tallyFields, type FaultRow } from './fault-row';
import { journeysDuring } from './journeys-during';
import { lostSaves, type AckedSave } from './fault-member';
import type { PrivatePostgres } from '../support/private-postgres';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * PostgreSQL restarted under load: members walk through the proxy; mid-journey the server is stopped (fast
 * shutdown), left down for `downMs`, and started again. While it is down the nodes answer 503 with Retry-After
 * (the members retry after it); afterwards they go on without a restart of their own.
 */
export async function postgresRestartFault(cluster: FaultCluster, pg: () => Promise<Client>, server: PrivatePostgres, members = 18, downMs = 3000): Promise<FaultRow> {
  let readyWhileDown: number[] = [];
  const lostOf = async (acked: AckedSave[]) => {
    const client = await pg();
    try {
      return await lostSaves(client, acked);
    } finally {
      await client.end();
    }
  };
  const outcome = await journeysDuring(cluster.base, lostOf, members, members * 3, async () => {
    server.stop();
    await sleep(downMs / 2);
    readyWhileDown = await Promise.all(cluster.nodes.map((_, i) => fetch(`${cluster.direct(i)}/readyz`).then((r) => r.status, () => 0)));
    await sleep(downMs / 2);
    server.start();
  });
  const submitted = outcome.members.filter((m) => m.submitted).length;
  return {
    fault: `PostgreSQL stopped ${downMs / 1000} s under load, then started`,
    acknowledged: outcome.acked.length,
    lost: outcome.lost.length,
    ...tallyFields(outcome.tally),
    healthP99: outcome.health.p99,
    detail: `${submitted}/${members} submitted; /readyz while down: ${readyWhileDown.join('/')}; 503 without Retry-After ${outcome.tally.unavailableWithoutRetryAfter}`,
    checks: [
      { name: 'every member submitted after the restart', ok: submitted === members, detail: outcome.members.flatMap((m) => m.problems).slice(0, 4).join(', ') },
      { name: 'every node said not ready while the database was down', ok: readyWhileDown.length === 3 && readyWhileDown.every((s) => s === 503), detail: readyWhileDown.join('/') },
      { name: 'every 503 carried Retry-After', ok: outcome.tally.unavailableWithoutRetryAfter === 0 },
    ],
  };
}
