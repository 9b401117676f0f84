import type { Flow } from '../flow/flow-types';
import type { FlowFacts } from '../flow/flow-facts';
import { nextStepId } from '../flow/reachability';
import { timeBucket, type TimeBucket } from './time-bucket';

/** Where an enrolment stands in the funnel: the step it was last sent to, when, and the furthest step reached (flow order). */
export interface FunnelPosition {
  step: string | null;
  sentAt: Date | null;
  furthest: number | null;
}

/** One count a save adds: a step sent, saved (with its time bucket when the save was of the step it was sent to) or re-answered. */
export interface SaveCount {
  stepId: string;
  measure: 'sent' | 'saved' | 'back';
  bucket: TimeBucket | null;
}

/**
 * What a save of `stepId` counts, from the engine's own path (`facts` holds the answers after the save): the save, a
 * back when the step lies before the furthest step reached, and a send to the path's next step the first time the
 * enrolment gets that far; and where the enrolment then stands. Time on the step is server time since it was sent.
 */
export function saveCounts(flow: Flow, facts: FlowFacts, stepId: string, position: FunnelPosition, now: Date): { counts: SaveCount[]; position: FunnelPosition } {
  const indexOf = (id: string) => flow.steps.findIndex((step) => step.id === id);
  const furthest = position.furthest ?? -1;
  const timed = position.step === stepId && position.sentAt !== null;
  const counts: SaveCount[] = [{ stepId, measure: 'saved', bucket: timed ? timeBucket((now.getTime() - (position.sentAt as Date).getTime()) / 1000) : null }];
  if (indexOf(stepId) < furthest) counts.push({ stepId, measure: 'back', bucket: null });
  const next = nextStepId(flow, facts, stepId);
  if (next !== undefined && indexOf(next) > furthest) counts.push({ stepId: next, measure: 'sent', bucket: null });
  return { counts, position: { step: next ?? null, sentAt: now, furthest: Math.max(furthest, next === undefined ? indexOf(stepId) : indexOf(next)) } };
}
