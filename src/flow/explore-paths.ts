import type { Flow, StepKind } from './flow-types';
import type { FlowProblem } from './flow-problem';
import { conditionFlags } from './evaluate-condition';
import { marketFieldOf } from './load-flow';
import { interestingValues, PRESET_CHOICES, SCENARIO_TODAY } from './path-scenarios';
import { branchOnReads, evaluateLazily, UnchosenVariable, type LazyLookup, type VariableValue } from './lazy-condition';
import { flowReads } from './flow-reads';
import { asksConsent, minorCondition } from './minors';

/** What the exploration found: how much it covered and the problems, each naming a combination and its path. */
export interface Exploration {
  /** Combinations covered: the product of the values of every flag, preset and answer a condition reads. */
  scenarios: number;
  distinctPaths: number;
  /** Distinct (step, relevant state) pairs the search visited: what its cost grows with. */
  states: number;
  /** Every distinct path, as step ids. */
  paths: string[][];
  problems: FlowProblem[];
}

interface State {
  chosen: ReadonlyMap<string, VariableValue>;
  shown: ReadonlySet<string>;
  onPath: ReadonlySet<string>;
  seenReview: boolean;
  lastKind?: StepKind;
  /** Whether the path has shown the guardian step of the flow's minors rule. */
  guardianSeen: boolean;
}
interface Outcome { visible: boolean; minorConsents: boolean; shown: string[]; consents: { j: number; name: string; off: string[] }[]; skipped: { name: string; source: string }[] }
interface Walked { paths: Set<string>; sample: { ids: string[]; chosen: [string, VariableValue][] } }

function describe(chosen: ReadonlyMap<string, VariableValue>, ids: string[]): string {
  const flagsOff = [...chosen].filter(([v, value]) => v.startsWith('flag:') && value === false).map(([v]) => v.slice(5));
  const unit = chosen.has('preset:unit') ? (chosen.get('preset:unit') === undefined ? 'no unit in the address; ' : `unit '${String(chosen.get('preset:unit'))}' in the address; `) : '';
  // Stryker disable next-line ConditionalExpression: JSON.stringify leaves out an undefined answer anyway, so the message is the same.
  const answers = Object.fromEntries([...chosen].filter(([v, value]) => v.startsWith('field:') && value !== undefined).map(([v, value]) => [v.slice(6), value]));
  return `flags off: ${flagsOff.join(', ') || 'none'}; ${unit}answers ${JSON.stringify(answers)}; path ${ids.join(' → ')}`;
}

/**
 * Walks every path of the flow (a list walked forwards, so it cannot loop), step by step, choosing a flag,
 * the unit preset or an answer only when the next step's condition reads it, and remembering each step's
 * outcome per state that later steps can still read, so the cost grows with the flow, not as 2^flags.
 * Each path must reach review then done with no form step after review (the server demands every form
 * step of the path at submit); a consent shows only with its flags on, and in some combination; no
 * condition or rule reads an answer whose step the path skipped.
 */
export function explorePaths(flow: Flow): Exploration {
  const problems = new Map<string, FlowProblem>();
  const report = (key: string, problem: FlowProblem) => problems.has(key) || problems.set(key, problem);
  const marketField = marketFieldOf(flow);
  const values = interestingValues(flow);
  const rule = flow.minors;
  const minor = rule ? minorCondition(rule) : undefined;
  // A consent step other than the guardian's reads whether the member is a minor, for the guardian-first check.
  const checksMinor = (i: number) => minor !== undefined && flow.steps[i]?.id !== rule?.guardianStep && asksConsent(flow.steps[i] ?? { fields: [] });
  const reads = flowReads(flow, marketField, (i) => (checksMinor(i) && minor ? [minor] : []));
  const consentSeen = new Set<string>();
  const memo = new Map<string, Walked>();
  const domain = (variable: string): readonly VariableValue[] => {
    if (variable.startsWith('flag:')) return [true, false];
    if (variable === 'preset:unit') return PRESET_CHOICES.map((p) => p.unit);
    return values.get(variable.slice(6)) ?? [undefined];
  };

  const lookup = (state: State, chosen: ReadonlyMap<string, VariableValue>): LazyLookup => {
    const get = (variable: string) => {
      if (!chosen.has(variable)) throw new UnchosenVariable(variable);
      return chosen.get(variable);
    };
    const preset = (name: string) => (name === 'unit' ? (get('preset:unit') as string | undefined) : undefined);
    return {
      flag: (name) => Object.prototype.hasOwnProperty.call(flow.flags, name) && get(`flag:${name}`) === true,
      preset,
      field: (name) => {
        const value = state.shown.has(name) ? get(`field:${name}`) : undefined;
        return value === undefined || value === '' ? preset(name) : value;
      },
    };
  };

  const stepOutcome = (i: number, state: State, chosen: ReadonlyMap<string, VariableValue>): Outcome => {
    const step = flow.steps[i];
    const look = lookup(state, chosen);
    // Stryker disable next-line ArrayDeclaration: a name put in shown is kept only if a later step reads it, and no field bears the marker a mutant adds.
    const outcome: Outcome = { visible: evaluateLazily(step.when, look, marketField, SCENARIO_TODAY), minorConsents: false, shown: [], consents: [], skipped: [] };
    if (!outcome.visible) return outcome;
    outcome.minorConsents = !state.guardianSeen && checksMinor(i) && evaluateLazily(minor, look, marketField, SCENARIO_TODAY);
    step.fields.forEach((field, j) => {
      // Stryker disable next-line ConditionalExpression,OptionalChaining: names has an entry for every index up to the end; taking every field as read later only evaluates conditions nothing needs, as the next line does without the type check.
      const readLater = reads.names[i + 1]?.has(field.name) === true;
      // Stryker disable next-line ConditionalExpression: evaluating the condition of a field nothing reads only adds branches that merge again; paths and problems are the same.
      if ((field.type !== 'consent' && !readLater) || !evaluateLazily(field.when, look, marketField, SCENARIO_TODAY)) return;
      // Stryker disable next-line ConditionalExpression: a name put in shown is kept only if a later step reads it.
      if (readLater) outcome.shown.push(field.name);
      if (field.type === 'consent') outcome.consents.push({ j, name: field.name, off: [...conditionFlags(step.when), ...conditionFlags(field.when)].filter((f) => !look.flag(f)) });
    });
    // Stryker disable next-line ArrayDeclaration: byStep has an entry for every step, so the fallback is never taken.
    for (const name of reads.byStep[i] ?? []) {
      const source = reads.sourceStep.get(name);
      if (source !== undefined && !state.onPath.has(source) && look.preset(name) === undefined) outcome.skipped.push({ name, source });
    }
    return outcome;
  };

  const walk = (i: number, state: State, trail: { ids: string[]; chosen: ReadonlyMap<string, VariableValue> }): Walked => {
    if (i === flow.steps.length) {
      if (!state.seenReview || state.lastKind !== 'done') report('no_submit_path', { pointer: '/steps', code: 'no_submit_path', message: `A member cannot reach review and done: ${describe(trail.chosen, trail.ids)}.` });
      return { paths: new Set(['']), sample: { ids: [], chosen: [] } };
    }
    const key = reads.stateKey(i, state);
    const known = memo.get(key);
    // Stryker disable next-line ConditionalExpression: the memo only saves work; walking a known state again gives the same paths and problems.
    if (known) return known;
    const step = flow.steps[i];
    // Stryker disable next-line ObjectLiteral,ArrayDeclaration: the first branch always replaces the sample (every variable has at least one value).
    const result: Walked = { paths: new Set(), sample: { ids: [], chosen: [] } };
    branchOnReads(state.chosen, domain, (chosen) => stepOutcome(i, state, chosen)).forEach(({ chosen, result: outcome }, b) => {
      // Stryker disable next-line MethodExpression: re-adding a choice the trail holds already sets the same value again.
      const added = [...chosen].filter(([v]) => !state.chosen.has(v));
      const ids = outcome.visible ? [...trail.ids, step.id] : trail.ids;
      const next: State = {
        chosen: new Map([...chosen].filter(([v]) => reads.relevant(i + 1, v))),
        // Stryker disable next-line OptionalChaining: names has an entry for every index up to the end.
        shown: new Set([...state.shown, ...outcome.shown].filter((n) => reads.names[i + 1]?.has(n))),
        // Stryker disable next-line ArrayDeclaration,OptionalChaining: sources has an entry for every index up to the end and keeps only step ids a later step reads.
        onPath: new Set([...state.onPath, ...(outcome.visible ? [step.id] : [])].filter((s) => reads.sources[i + 1]?.has(s))),
        seenReview: state.seenReview || (outcome.visible && step.kind === 'review'),
        lastKind: outcome.visible ? step.kind : state.lastKind,
        guardianSeen: state.guardianSeen || (outcome.visible && step.id === rule?.guardianStep),
      };
      const child = walk(i + 1, next, { ids, chosen: new Map([...trail.chosen, ...added]) });
      for (const rest of child.paths) result.paths.add(outcome.visible ? (rest === '' ? step.id : `${step.id}\n${rest}`) : rest);
      if (b === 0) result.sample = { ids: [...(outcome.visible ? [step.id] : []), ...child.sample.ids], chosen: [...added, ...child.sample.chosen] };
      const where = () => describe(new Map([...trail.chosen, ...added, ...child.sample.chosen]), [...ids, ...child.sample.ids]);
      if (outcome.visible && step.kind === 'form' && state.seenReview) {
        report(`after-review:${step.id}`, { pointer: `/steps/${i}`, code: 'required_step_after_review', message: `Step '${step.id}' comes after the review step: the member submits before answering it and the server refuses the submit (incomplete); move it before review. ${where()}.` });
      }
      if (outcome.minorConsents && rule) {
        report(`before-guardian:${step.id}`, { pointer: `/steps/${i}`, code: 'consent_before_guardian', message: `A minor reaches consent step '${step.id}' before the guardian step '${rule.guardianStep}': a minor's consents are the guardian's; move '${rule.guardianStep}' before '${step.id}' (after the birth date). ${where()}.` });
      }
      for (const consent of outcome.consents) {
        consentSeen.add(consent.name);
        if (consent.off.length > 0) report(`flagoff:${consent.name}`, { pointer: `/steps/${i}/fields/${consent.j}`, code: 'consent_without_flag', message: `Consent '${consent.name}' shows with its flag ${consent.off.join(', ')} off; ${where()}.` });
      }
      for (const { name, source } of outcome.skipped) {
        report(`skipped:${step.id}:${name}`, { pointer: `/steps/${i}`, code: 'reads_skipped_answer', message: `Step '${step.id}' reads '${name}', whose step '${source}' this path skips; ${where()}.` });
      }
    });
    memo.set(key, result);
    return result;
  };

  const walked = walk(0, { chosen: new Map(), shown: new Set(), onPath: new Set(), seenReview: false, guardianSeen: false }, { ids: [], chosen: new Map() });
  flow.steps.forEach((step, i) => step.fields.forEach((field, j) => {
    if (field.type === 'consent' && !consentSeen.has(field.name)) {
      report(`never:${field.name}`, { pointer: `/steps/${i}/fields/${j}`, code: 'consent_never_shown', message: `Consent '${field.name}' shows in no combination of flags, units, markets and ages; check the 'when' of step '${step.id}' and of the field.` });
    }
  }));
  const paths = [...walked.paths].map((p) => (p === '' ? [] : p.split('\n')));
  return { scenarios: reads.combinations(domain), distinctPaths: paths.length, states: memo.size, paths, problems: [...problems.values()] };
}
