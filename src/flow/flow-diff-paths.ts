import type { AnswerValue, Flow } from './flow-types';
import { ageOn } from './flow-facts';
import { conditionFlags } from './evaluate-condition';
import { flagCombinations } from './condition-satisfiable';
import { marketFieldOf, resolveFlags } from './load-flow';
import { reachableSteps } from './reachability';
import { interestingValues, PRESET_CHOICES, SCENARIO_TODAY, type Scenario } from './path-scenarios';
import { marketOf } from '../reference/markets';
import { longestCommonSubsequence } from './longest-common-subsequence';

const MARKET_WORDS: Record<string, string> = { US: 'in the US', CA: 'in Canada', UK: 'in the UK', EU: 'in the EU', OTHER: 'in other countries' };

/** The answer sets worth trying for both flows: every pairing of the values their conditions can tell apart. */
function answerSets(before: Flow, after: Flow): Record<string, AnswerValue>[] {
  const values = new Map([...interestingValues(before), ...interestingValues(after)]);
  let sets: Record<string, AnswerValue>[] = [{}];
  for (const [field, options] of values) sets = sets.flatMap((set) => options.map((value) => ({ ...set, [field]: value })));
  return sets;
}

function pathOf(flow: Flow, scenario: Scenario): string {
  const answers: Record<string, Record<string, AnswerValue>> = {};
  for (const step of flow.steps) for (const field of step.fields) {
    const value = scenario.answers[field.name];
    if (value !== undefined && value !== '') answers[step.id] = { ...answers[step.id], [field.name]: value };
  }
  return reachableSteps(flow, { flags: scenario.flags, presets: scenario.presets, answers, today: SCENARIO_TODAY, marketField: marketFieldOf(flow) }).map((s) => s.id).join(' → ');
}

/** Who a scenario is, dimension by dimension: unit, market, age, other answers conditions read. */
function whoOf(flow: Flow, scenario: Scenario): [string, string][] {
  const marketField = marketFieldOf(flow);
  // The unit comes from the address, else from the unit step's answer (a preset hides that step).
  const unit = scenario.presets.unit ?? scenario.answers.unit;
  const who: [string, string][] = [['unit', typeof unit === 'string' ? `in unit ${unit}` : 'with no unit in the address']];
  for (const [name, value] of Object.entries(scenario.answers)) {
    if (name === 'unit') continue;
    if (name === marketField && typeof value === 'string') who.push(['market', MARKET_WORDS[marketOf(value)] ?? value]);
    else if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) who.push([name, `aged ${ageOn(value, SCENARIO_TODAY) ?? '?'}`]);
    else who.push([name, `with ${name} ${JSON.stringify(value)}`]);
  }
  return who;
}

/** The members a group of scenarios stands for, in words: only the dimensions the group does not cover in full. */
function membersText(flow: Flow, group: Scenario[], all: Scenario[]): string {
  const valuesBy = (list: Scenario[]) => {
    const by = new Map<string, Set<string>>();
    for (const scenario of list) for (const [dim, text] of whoOf(flow, scenario)) by.set(dim, (by.get(dim) ?? new Set()).add(text));
    return by;
  };
  const everyone = valuesBy(all);
  const parts = [...valuesBy(group)].filter(([dim, texts]) => texts.size < (everyone.get(dim)?.size ?? 0)).map(([dim, texts]) =>
    dim === 'unit' && texts.size === PRESET_CHOICES.length - 1 && ![...texts].some((t) => t.startsWith('with no')) ? 'with any unit in the address' : [...texts].join(' or '));
  return parts.length === 0 ? 'all members' : `members ${parts.join(', ')}`;
}

function flagsText(group: Scenario[], flags: string[]): string {
  const fixed = flags.flatMap((flag) => {
    const seen = new Set(group.map((s) => s.flags[flag]));
    return seen.size === 1 ? [`${flag} ${seen.has(true) ? 'on' : 'off'}`] : [];
  });
  return fixed.length === 0 ? 'any flags' : `flags ${fixed.join(', ')}`;
}

/**
 * What members see with every flag at its default, old flow against new, step by step: "members in the US will no
 * longer see step 'hipaa'". Shows what a flag-default change (or any other change) does to members.
 */
export function defaultEffects(before: Flow, after: Flow): string[] {
  const sets = answerSets(before, after);
  const all = PRESET_CHOICES.flatMap((presets) => sets.map((answers): Scenario => ({ flags: {}, presets, answers })));
  const changes = new Map<string, Scenario[]>();
  for (const scenario of all) {
    const from = pathOf(before, { ...scenario, flags: resolveFlags(before) }).split(' → ');
    const to = pathOf(after, { ...scenario, flags: resolveFlags(after) }).split(' → ');
    for (const id of from.filter((s) => !to.includes(s))) changes.set(`no longer see step '${id}'`, [...(changes.get(`no longer see step '${id}'`) ?? []), scenario]);
    for (const id of to.filter((s) => !from.includes(s))) changes.set(`now see step '${id}'`, [...(changes.get(`now see step '${id}'`) ?? []), scenario]);
  }
  return [...changes].map(([what, group]) => `${membersText(after, group, all)} will ${what}`);
}

/** How a path changed, in steps: "+ referral after legal, - hipaa", or the new order when only the order changed. */
function pathDelta(from: string[], to: string[]): string {
  const gained = to.filter((id) => !from.includes(id)).map((id) => `+ ${id} after ${to[to.indexOf(id) - 1] ?? 'the start'}`);
  const lost = from.filter((id) => !to.includes(id)).map((id) => `- ${id}`);
  const kept = (list: string[], other: string[]) => list.filter((id) => other.includes(id));
  const [was, now] = [kept(from, to), kept(to, from)];
  // The steps outside the longest common subsequence of both orders are the ones that moved.
  const stayed = new Set(longestCommonSubsequence(was, now));
  const moved = now.filter((id) => !stayed.has(id)).map((id) => `${id} moved after ${now[now.indexOf(id) - 1] ?? 'the start'}`);
  return [...gained, ...lost, ...moved].join(', ');
}

/** Paths gained (+) and lost (-), each named by the members (unit, market, age) and the flag settings it concerns. */
export function pathChanges(before: Flow, after: Flow): string[] {
  // Only flags a condition reads can change a path; the others stay at their defaults (cost grows with those flags, not all).
  const conditions = [...before.steps, ...after.steps].flatMap((step) => [step.when, ...step.fields.map((f) => f.when)]);
  const read = [...new Set(conditions.flatMap(conditionFlags))].sort();
  const defaults = { ...resolveFlags(before), ...resolveFlags(after) };
  const sets = answerSets(before, after);
  const all = flagCombinations(read).flatMap((flags) => PRESET_CHOICES.flatMap((presets) => sets.map((answers): Scenario => ({ flags: { ...defaults, ...flags }, presets, answers }))));
  const changes = new Map<string, { from: string; to: string; group: Scenario[] }>();
  for (const scenario of all) {
    const from = pathOf(before, scenario);
    const to = pathOf(after, scenario);
    if (from === to) continue;
    // Paths that change the same way (the same steps gained, lost or moved) are one line, whoever they belong to.
    const key = pathDelta(from.split(' → '), to.split(' → '));
    const entry = changes.get(key) ?? { from, to, group: [] };
    entry.group.push(scenario);
    changes.set(key, entry);
  }
  const sorted = [...changes].sort(([, x], [, y]) => y.group.length - x.group.length);
  const shown = sorted.slice(0, 12).flatMap(([delta, { from, to, group }]) => [`${membersText(after, group, all)}, ${flagsText(group, read)}: ${delta}, e.g.`, `  - ${from}`, `  + ${to}`]);
  return sorted.length > 12 ? [...shown, `… and ${sorted.length - 12} more changed paths`] : shown;
}
