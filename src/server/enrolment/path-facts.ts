import type { Flow } from '../../flow/flow-types';
import type { FlowFacts } from '../../flow/flow-facts';
import { memberDay } from '../../flow/member-day';
import { reachableSteps } from '../../flow/reachability';
import { consentLaw, isMinor } from '../../flow/minors';

/** The facts of a member's path, fixed when they answered (enrolments.path_facts). */
export interface PathFacts {
  /** Whether the member was a minor by the flow's rule; null before a birth date (or without a rule). */
  minor: boolean | null;
  /** The market whose law applied, and its age of consent (null without a minors rule). */
  market: string;
  ageOfConsent: number | null;
  /** The member's calendar day (YYYY-MM-DD) in `zone` that ages were counted on. */
  day: string;
  zone: string;
  /** The steps on the member's path, in flow order. */
  steps: string[];
}

/**
 * The day ages are counted on after a save: the stored one, unless this save answered the birth date or the country
 * (or none is stored yet), in which case it is the member's day now. So a birthday between two saves, or a staff
 * member reading years later, never changes whether the member was a minor when they answered.
 */
export function factsDay(flow: Flow, stored: PathFacts | null | undefined, saved: Record<string, unknown>, marketField: string | undefined, now: Date, zone: string): string {
  const decides = [flow.minors?.birthDateField, marketField].some((name) => name !== undefined && Object.prototype.hasOwnProperty.call(saved, name));
  return stored && !decides ? stored.day : memberDay(now, zone);
}

/** The facts of the path `facts` gives (its `today` being the member's day in `zone`). */
export function pathFacts(flow: Flow, facts: FlowFacts, zone: string): PathFacts {
  const { market, ageOfConsent } = consentLaw(flow, facts);
  return { minor: isMinor(flow, facts) ?? null, market, ageOfConsent, day: facts.today, zone, steps: reachableSteps(flow, facts).map((step) => step.id) };
}
