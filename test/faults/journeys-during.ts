import { newFaultTally, type FaultTally } from './fault-client';
import { walkMember, type AckedSave, type FaultMemberResult, type WalkOptions } from './fault-member';
import { startHealthProbe } from './health-probe';

/** What members walking through a fault left: their results, the acknowledged saves lost, the tally and the probe. */
export interface JourneysOutcome {
  members: FaultMemberResult[];
  acked: AckedSave[];
  lost: AckedSave[];
  tally: FaultTally;
  health: { p99: number; max: number; failed: number };
}

/**
 * `count` members walk the whole journey through `base` while `fault` runs; `fault` is started once `startAfter`
 * saves were acknowledged (so it strikes mid-journey) and awaited before `lostOf` checks the members' saves.
 */
export async function journeysDuring(base: string, lostOf: (acked: AckedSave[]) => Promise<AckedSave[]>, count: number, startAfter: number, fault: () => Promise<void>, optionsOf: (i: number) => WalkOptions = () => ({})): Promise<JourneysOutcome> {
  const tally = newFaultTally();
  const acked: AckedSave[] = [];
  const probe = startHealthProbe(`${base}/healthz`);
  let faultRun: Promise<void> | undefined;
  const afterSave = async () => {
    if (!faultRun && acked.length >= startAfter) faultRun = fault();
  };
  const members = await Promise.all(Array.from({ length: count }, (_, i) => walkMember(base, tally, acked, { pauseMs: 30 + (i % 7) * 10, retryForMs: 30_000, ...optionsOf(i), afterSave })));
  await (faultRun ?? fault());
  const health = await probe.stop();
  return { members, acked, lost: await lostOf(acked), tally, health };
}
