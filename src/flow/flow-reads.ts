import type { Condition, Flow } from './flow-types';
import { conditionFields, conditionFlags } from './evaluate-condition';
import { ruleDependencies } from './answer-dependencies';
import { conditionAtoms } from './values-worth-trying';

/** What the explorer's state at step i must remember: what steps i and later read. */
export interface FlowReads {
  /** Per step: the fields its conditions and rules read. */
  byStep: string[][];
  /** Per index i (0..steps): the fields read by step i or later. */
  names: Set<string>[];
  /** Per index i: the steps answering a field read by step i or later. */
  sources: Set<string>[];
  /** The step id answering each field. */
  sourceStep: Map<string, string>;
  /** Whether a variable (`flag:x`, `preset:unit`, `field:x`) can still be read at step i or later. */
  relevant(i: number, variable: string): boolean;
  /** The memo key of a state at step i: only what later steps can read. */
  stateKey(i: number, state: { chosen: ReadonlyMap<string, unknown>; shown: ReadonlySet<string>; onPath: ReadonlySet<string>; seenReview: boolean; lastKind?: string; guardianSeen?: boolean }): string;
  /** How many combinations the variables read anywhere make, given each one's values. */
  combinations(domain: (variable: string) => readonly unknown[]): number;
}

/**
 * Precomputes, per step, which flags, presets and answers the steps from there on read; `extra` adds conditions a
 * check evaluates at a step beside the flow's own (whether the member is a minor, at a consent step).
 */
export function flowReads(flow: Flow, marketField: string | undefined, extra: (stepIndex: number) => Condition[] = () => []): FlowReads {
  const sourceStep = new Map(flow.steps.flatMap((step) => step.fields.map((f) => [f.name, step.id] as const)));
  const conditions = flow.steps.map((step, i) => [step.when, ...step.fields.map((f) => f.when), ...extra(i)]);
  // Stryker disable next-line ArrayDeclaration: every index read here is set, so the empty fallback is never taken.
  const byStep = flow.steps.map((step, i) => [...(conditions[i] ?? []).flatMap((c) => conditionFields(c, marketField)), ...step.fields.flatMap(ruleDependencies)]);
  // Stryker disable next-line ArrayDeclaration: the loop below sets every index from 0 to the last, so a starting element is overwritten.
  const names: Set<string>[] = [];
  // Stryker disable next-line ArrayDeclaration: overwritten by the loop below, as for names.
  const flags: Set<string>[] = [];
  // Stryker disable next-line ArrayDeclaration: overwritten by the loop below, as for names.
  const presets: Set<string>[] = [];
  names[flow.steps.length] = new Set();
  flags[flow.steps.length] = new Set();
  presets[flow.steps.length] = new Set();
  for (let i = flow.steps.length - 1; i >= 0; i -= 1) {
    // Stryker disable next-line ArrayDeclaration: every index read here is set, so the empty fallback is never taken.
    names[i] = new Set([...(names[i + 1] ?? []), ...(byStep[i] ?? [])]);
    // Stryker disable next-line ArrayDeclaration: every index read here is set, so the empty fallback is never taken.
    flags[i] = new Set([...(flags[i + 1] ?? []), ...(conditions[i] ?? []).flatMap(conditionFlags)]);
    // Stryker disable next-line ArrayDeclaration: every index read here is set, and no step asks a field named like the marker a mutant adds.
    presets[i] = new Set([...(presets[i + 1] ?? []), ...(conditions[i] ?? []).flatMap(conditionAtoms).flatMap((a) => ('preset' in a ? [a.preset] : []))]);
  }
  const sources = names.map((set) => new Set([...set].flatMap((n) => (sourceStep.has(n) ? [sourceStep.get(n) as string] : []))));
  const relevant = (i: number, variable: string) => {
    if (variable.startsWith('flag:')) return flags[i]?.has(variable.slice(5)) === true;
    if (variable.startsWith('preset:')) return presets[i]?.has(variable.slice(7)) === true || names[i]?.has(variable.slice(7)) === true;
    return names[i]?.has(variable.slice(6)) === true;
  };
  const sorted = (items: Iterable<string>) => [...items].sort().join(',');
  return {
    byStep, names, sources, sourceStep, relevant,
    stateKey: (i, s) => `${i}|${sorted([...s.chosen].map(([v, value]) => `${v}=${JSON.stringify(value)}`))}|${sorted(s.shown)}|${sorted(s.onPath)}|${String(s.seenReview)}|${String(s.lastKind === 'done')}|${String(s.guardianSeen === true)}`,
    combinations: (domain) => {
      // Stryker disable next-line ArrayDeclaration: every index read here is set, so the empty fallback is never taken.
      const variables = [...(flags[0] ?? [])].filter((f) => f in flow.flags).map((f) => `flag:${f}`);
      if (relevant(0, 'preset:unit')) variables.push('preset:unit');
      // Stryker disable next-line ArrayDeclaration: every index read here is set, so the empty fallback is never taken.
      for (const name of names[0] ?? []) variables.push(`field:${name}`);
      return variables.reduce((product, v) => product * Math.max(1, domain(v).length), 1);
    },
  };
}
