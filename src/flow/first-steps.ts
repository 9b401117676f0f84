import { UNITS } from '../reference/units';
import { resolveTarget } from './flow-navigation';
import type { Flow } from './flow-types';
import { marketFieldOf, resolveFlags } from './load-flow';

/** A step a new member may see first, and the unit preset (`?unit=`, '' for none) that leads to it. */
export interface FirstStep {
  unit: string;
  stepId: string;
}

/**
 * The first step of a new member with the flow's default flags, with no unit preset and with each one (a preset skips
 * the unit step): what the build prerenders, and whose validators the first chunk carries.
 */
export function firstSteps(flow: Flow): FirstStep[] {
  const flags = resolveFlags(flow);
  return ['', ...UNITS].map((unit) => {
    const presets: Record<string, string> = unit ? { unit } : {};
    const facts = { flags, presets, answers: {}, today: '2000-01-01', marketField: marketFieldOf(flow) };
    return { unit, stepId: resolveTarget(flow, facts, undefined) };
  });
}
