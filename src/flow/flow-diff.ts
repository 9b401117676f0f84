import type { Field, Flow, Step } from './flow-types';
import { conditionText } from './condition-text';
import { marketFieldOf } from './load-flow';
import { reachableSteps } from './reachability';
import { scenarios, SCENARIO_TODAY, type Scenario } from './path-scenarios';

const fieldsOf = (flow: Flow) => new Map(flow.steps.flatMap((step) => step.fields.map((field) => [field.name, { step, field }] as const)));
const rules = (field: Field) => JSON.stringify(Object.entries(field.validations).sort(([a], [b]) => a.localeCompare(b)));
const isConsentGate = (step: Step) => step.fields.some((f) => f.type === 'consent');

function stepChanges(before: Flow, after: Flow): string[] {
  const out: string[] = [];
  const oldIds = before.steps.map((s) => s.id);
  const newIds = after.steps.map((s) => s.id);
  for (const id of newIds.filter((id) => !oldIds.includes(id))) out.push(`+ step ${id} added at position ${newIds.indexOf(id) + 1}`);
  for (const id of oldIds.filter((id) => !newIds.includes(id))) out.push(`- step ${id} removed`);
  const common = newIds.filter((id) => oldIds.includes(id));
  const oldOrder = oldIds.filter((id) => common.includes(id));
  // The steps outside the longest common subsequence of both orders are the ones that moved.
  const stayed = new Set(longestCommonSubsequence(oldOrder, common));
  for (const id of common.filter((id) => !stayed.has(id))) {
    out.push(`~ step ${id} moved: now after ${common[common.indexOf(id) - 1] ?? 'the start'} (was after ${oldOrder[oldOrder.indexOf(id) - 1] ?? 'the start'})`);
  }
  for (const id of common) {
    const a = before.steps.find((s) => s.id === id) as Step;
    const b = after.steps.find((s) => s.id === id) as Step;
    if (JSON.stringify(a.when) !== JSON.stringify(b.when)) {
      out.push(`~ ${isConsentGate(b) ? 'consent gate' : 'step'} ${id} shows when: ${conditionText(a.when)} → ${conditionText(b.when)}`);
    }
  }
  return out;
}

function longestCommonSubsequence(a: string[], b: string[]): string[] {
  const table = a.map(() => b.map(() => 0));
  const at = (i: number, j: number) => (i < 0 || j < 0 ? 0 : (table[i]?.[j] ?? 0));
  a.forEach((x, i) => b.forEach((y, j) => ((table[i])[j] = x === y ? at(i - 1, j - 1) + 1 : Math.max(at(i - 1, j), at(i, j - 1)))));
  const out: string[] = [];
  for (let i = a.length - 1, j = b.length - 1; i >= 0 && j >= 0; ) {
    if (a[i] === b[j]) {
      out.unshift(a[i]);
      i -= 1;
      j -= 1;
    } else if (at(i - 1, j) >= at(i, j - 1)) i -= 1;
    else j -= 1;
  }
  return out;
}

function fieldChanges(before: Flow, after: Flow): string[] {
  const out: string[] = [];
  const oldFields = fieldsOf(before);
  const newFields = fieldsOf(after);
  for (const [name, { step, field }] of newFields) {
    const old = oldFields.get(name);
    if (!old) {
      out.push(`+ field ${name} (${field.type}) added to step ${step.id}`);
      continue;
    }
    if (old.step.id !== step.id) out.push(`~ field ${name} moved from step ${old.step.id} to ${step.id}`);
    if (old.field.type !== field.type) out.push(`~ field ${name} type ${old.field.type} → ${field.type}`);
    if (rules(old.field) !== rules(field)) out.push(`~ field ${name} rules ${rules(old.field)} → ${rules(field)}`);
    if (JSON.stringify(old.field.when) !== JSON.stringify(field.when)) out.push(`~ field ${name} shows when: ${conditionText(old.field.when)} → ${conditionText(field.when)}`);
    const deps = (f: Field) => (f.dependsOn ?? []).join(', ') || 'none';
    if (deps(old.field) !== deps(field)) out.push(`~ field ${name} asked again when these change: ${deps(old.field)} → ${deps(field)}`);
  }
  for (const [name, { step }] of oldFields) if (!newFields.has(name)) out.push(`- field ${name} removed from step ${step.id}`);
  return out;
}

function pathOf(flow: Flow, scenario: Scenario): string {
  const answers: Record<string, Record<string, string | number | boolean>> = {};
  for (const step of flow.steps) for (const field of step.fields) {
    const value = scenario.answers[field.name];
    if (value !== undefined && value !== '') answers[step.id] = { ...answers[step.id], [field.name]: value };
  }
  return reachableSteps(flow, { flags: scenario.flags, presets: scenario.presets, answers, today: SCENARIO_TODAY, marketField: marketFieldOf(flow) }).map((s) => s.id).join(' → ');
}

function pathChanges(before: Flow, after: Flow): string[] {
  const changes = new Map<string, { from: string; to: string; combos: Set<string> }>();
  for (const scenario of scenarios(after)) {
    const from = pathOf(before, scenario);
    const to = pathOf(after, scenario);
    if (from === to) continue;
    const entry = changes.get(`${from}|${to}`) ?? { from, to, combos: new Set<string>() };
    entry.combos.add(JSON.stringify(scenario.flags));
    changes.set(`${from}|${to}`, entry);
  }
  const sorted = [...changes.values()].sort((x, y) => y.combos.size - x.combos.size);
  const shown = sorted.slice(0, 12).flatMap(({ from, to, combos }) => [`in ${combos.size} flag combination${combos.size === 1 ? '' : 's'}:`, `  - ${from}`, `  + ${to}`]);
  return sorted.length > 12 ? [...shown, `… and ${sorted.length - 12} more changed paths`] : shown;
}

/** What a change to a flow does, in plain text for a pull request: steps, fields, rules, gates, paths per flag combination. */
export function flowDiff(before: Flow, after: Flow): string {
  const sections: [string, string[]][] = [
    ['Steps', stepChanges(before, after)],
    ['Fields and rules', fieldChanges(before, after)],
    ['Flags', [...Object.keys(after.flags).filter((f) => !(f in before.flags)).map((f) => `+ flag ${f} (default ${String(after.flags[f]?.default)})`),
      ...Object.keys(before.flags).filter((f) => !(f in after.flags)).map((f) => `- flag ${f}`),
      ...Object.keys(after.flags).filter((f) => f in before.flags && before.flags[f]?.default !== after.flags[f]?.default).map((f) => `~ flag ${f} default ${String(before.flags[f]?.default)} → ${String(after.flags[f]?.default)}`)]],
    ['Paths gained (+) and lost (-) per flag combination', pathChanges(before, after)],
  ];
  const body = sections.filter(([, lines]) => lines.length > 0).map(([title, lines]) => `${title}:\n${lines.map((l) => `  ${l}`).join('\n')}`);
  return body.length > 0 ? body.join('\n\n') : 'No change to steps, fields, rules, flags or paths.';
}
