import type { Client } from 'pg';
import type { FaultCluster } from './fault-cluster';
import { tallyFields, type FaultRow } from './fault-row';
import { journeysDuring } from './journeys-during';
import { lostSaves } from './fault-member';

/**
 * A rolling deploy mid-journey: while members walk through the proxy, two of the three nodes are replaced, one
 * after the other, by nodes serving a newer flow (first name at most 10 characters); the third stays on the old
 * version, so members are served by both versions in any order, and some start after the deploy began. Half the
 * members give an 11-character first name, valid before and not after: only that answer may be asked again (the
 * member answers it again when submit names the step); no other acknowledged answer may be lost, every member
 * must be able to submit.
 */
export async function deployFault(cluster: FaultCluster, pg: Client, newerRoot: string, members = 18): Promise<FaultRow> {
  let replaced = 0;
  const outcome = await journeysDuring(cluster.base, (acked) => lostSaves(pg, acked), members, members * 2, async () => {
    for (const i of [2, 1]) if (await cluster.replace(i, newerRoot)) replaced += 1;
  }, (i) => ({
    startDelayMs: i * 1500,
    ...(i % 2 === 0 ? { answers: { profile: { firstName: 'Maximiliana' } }, reanswer: { profile: { firstName: 'Maxi' } } } : {}),
  }));
  const versions = (await pg.query<{ n: number }>('select count(distinct flow_version)::int as n from enrolments')).rows[0]?.n ?? 0;
  const aside = (await pg.query<{ answers: Record<string, unknown> }>('select answers from superseded_answers')).rows;
  const superseded = aside.length;
  // Only a first name the newer flow refuses may be set aside, and only it: never a step's other answers with it.
  const wronglyAside = aside.filter((row) => Object.keys(row.answers).some((field) => field !== 'firstName')).length;
  const submitted = outcome.members.filter((m) => m.submitted).length;
  const problems = outcome.members.flatMap((m) => m.problems);
  return {
    fault: 'rolling deploy mid-journey (2 of 3 nodes to a newer flow)',
    acknowledged: outcome.acked.length,
    lost: outcome.lost.length,
    ...tallyFields(outcome.tally),
    healthP99: outcome.health.p99,
    detail: `${replaced}/2 nodes replaced; ${submitted}/${members} submitted; ${superseded} answers set aside; enrolments on ${versions} version(s)`,
    checks: [
      { name: 'two nodes replaced by the newer version mid-run', ok: replaced === 2 },
      { name: 'every member submitted', ok: submitted === members, detail: problems.slice(0, 4).join(', ') },
      { name: 'only the answer the newer flow refuses is set aside', ok: wronglyAside === 0, detail: `${wronglyAside} of ${superseded}` },
    ],
  };
}
