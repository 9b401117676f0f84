import type { Answers, Flow, Step } from './flow-types';
import type { FlowProblem } from './flow-problem';
import { conditionFields, conditionFlags } from './evaluate-condition';
import { reachableSteps, visibleFields } from './reachability';
import { marketFieldOf } from './load-flow';
import { scenarios, SCENARIO_TODAY, type Scenario } from './path-scenarios';
import { VALIDATION_RULES } from './validation-rules';

/** What the exploration found: how much it tried and the problems, each naming a combination and its path. */
export interface Exploration {
  scenarios: number;
  distinctPaths: number;
  problems: FlowProblem[];
}

const describe = (s: Scenario, path: string[]) =>
  `flags off: ${Object.entries(s.flags).filter(([, on]) => !on).map(([f]) => f).join(', ') || 'none'}; presets ${JSON.stringify(s.presets)}; answers ${JSON.stringify(s.answers)}; path ${path.join(' → ')}`;

function placeAnswers(flow: Flow, scenario: Scenario): Answers {
  const answers: Answers = {};
  for (const step of flow.steps) {
    for (const field of step.fields) {
      const value = scenario.answers[field.name];
      if (value !== undefined && value !== '') answers[step.id] = { ...answers[step.id], [field.name]: value };
    }
  }
  return answers;
}

/**
 * Walks the flow for every scenario (flags × units × markets × the answers conditions read) and checks
 * each path (a flow is a list walked forwards, so it cannot loop): it reaches review and done; a consent shows only when the flags it names are on, and shows
 * in some scenario when they are; no condition or rule reads an answer whose step the path skipped.
 */
export function explorePaths(flow: Flow): Exploration {
  const problems = new Map<string, FlowProblem>();
  const report = (key: string, problem: FlowProblem) => problems.has(key) || problems.set(key, problem);
  const paths = new Set<string>();
  const marketField = marketFieldOf(flow);
  const fieldStep = new Map(flow.steps.flatMap((step) => step.fields.map((f) => [f.name, step.id] as const)));
  const consentSeenOn = new Map<string, boolean>();
  const all = scenarios(flow);
  for (const scenario of all) {
    const ctx = { flags: scenario.flags, presets: scenario.presets, answers: placeAnswers(flow, scenario), today: SCENARIO_TODAY, marketField };
    const path = reachableSteps(flow, ctx);
    const ids = path.map((s) => s.id);
    paths.add(ids.join('>'));
    const onPath = new Set(ids);
    if (!path.some((s) => s.kind === 'review') || path[path.length - 1]?.kind !== 'done') {
      report('no_submit_path', { pointer: '/steps', code: 'no_submit_path', message: `A member cannot reach review and done: ${describe(scenario, ids)}.` });
    }
    path.forEach((step: Step) => {
      const i = flow.steps.indexOf(step);
      const reads = [...conditionFields(step.when, marketField), ...step.fields.flatMap((f) => conditionFields(f.when, marketField))];
      const ruleReads = step.fields.flatMap((f) => Object.entries(f.validations).flatMap(([rule, value]) => (VALIDATION_RULES[rule]?.value === 'field' && typeof value === 'string' ? [value] : [])));
      for (const name of [...reads, ...ruleReads]) {
        const source = fieldStep.get(name);
        if (source !== undefined && !onPath.has(source) && scenario.presets[name] === undefined) {
          report(`skipped:${step.id}:${name}`, { pointer: `/steps/${i}`, code: 'reads_skipped_answer', message: `Step '${step.id}' reads '${name}', whose step '${source}' this path skips; ${describe(scenario, ids)}.` });
        }
      }
      for (const field of visibleFields(step, ctx).filter((f) => f.type === 'consent')) {
        const flags = [...conditionFlags(step.when), ...conditionFlags(field.when)];
        const off = flags.filter((f) => !scenario.flags[f]);
        if (off.length > 0) report(`flagoff:${field.name}`, { pointer: `/steps/${i}`, code: 'consent_without_flag', message: `Consent '${field.name}' shows with its flag ${off.join(', ')} off; ${describe(scenario, ids)}.` });
        consentSeenOn.set(field.name, true);
      }
    });
  }
  flow.steps.forEach((step, i) => {
    for (const field of step.fields.filter((f) => f.type === 'consent' && !consentSeenOn.has(f.name))) {
      report(`never:${field.name}`, { pointer: `/steps/${i}`, code: 'consent_never_shown', message: `Consent '${field.name}' shows in no combination of flags, units, markets and ages; check the 'when' of step '${step.id}'.` });
    }
  });
  return { scenarios: all.length, distinctPaths: paths.size, problems: [...problems.values()] };
}
