import type { Flow, Step } from './flow-types';
import { conditionText } from './condition-text';
import { fieldChanges } from './flow-diff-fields';
import { defaultEffects, pathChanges } from './flow-diff-paths';
import { longestCommonSubsequence } from './longest-common-subsequence';

const isConsentGate = (step: Step) => step.fields.some((f) => f.type === 'consent');

function stepChanges(before: Flow, after: Flow): string[] {
  const out: string[] = [];
  const oldIds = before.steps.map((s) => s.id);
  const newIds = after.steps.map((s) => s.id);
  for (const id of newIds.filter((id) => !oldIds.includes(id))) {
    const step = after.steps.find((s) => s.id === id) as Step;
    out.push(`+ step ${id} added at position ${newIds.indexOf(id) + 1} (after ${newIds[newIds.indexOf(id) - 1] ?? 'the start'}), title ${step.titleKey}, shows when: ${conditionText(step.when)}`);
  }
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
    if (a.titleKey !== b.titleKey) out.push(`~ step ${id} title ${a.titleKey} → ${b.titleKey}`);
    if (a.introKey !== b.introKey) out.push(`~ step ${id} intro ${a.introKey ?? 'none'} → ${b.introKey ?? 'none'}`);
  }
  return out;
}

/**
 * What a change to a flow does, in plain text a reviewer can sign off: steps (with new steps' conditions), fields
 * (rules, labels, hints, options), flags, what members see at the flags' defaults, and paths gained or lost
 * named by unit, market, age and flags.
 */
export function flowDiff(before: Flow, after: Flow): string {
  const sections: [string, string[]][] = [
    ['Steps', stepChanges(before, after)],
    ['Fields and rules', fieldChanges(before, after)],
    ['Flags', [...Object.keys(after.flags).filter((f) => !(f in before.flags)).map((f) => `+ flag ${f} (default ${String(after.flags[f]?.default)})`),
      ...Object.keys(before.flags).filter((f) => !(f in after.flags)).map((f) => `- flag ${f}`),
      ...Object.keys(after.flags).filter((f) => f in before.flags && before.flags[f]?.default !== after.flags[f]?.default).map((f) => `~ flag ${f} default ${String(before.flags[f]?.default)} → ${String(after.flags[f]?.default)}`)]],
    ['What members see with flags at their defaults', defaultEffects(before, after)],
    ['Paths gained (+) and lost (-), by members and flags', pathChanges(before, after)],
  ];
  const body = sections.filter(([, lines]) => lines.length > 0).map(([title, lines]) => `${title}:\n${lines.map((l) => `  ${l}`).join('\n')}`);
  return body.length > 0 ? body.join('\n\n') : 'No change to steps, fields, rules, flags or paths.';
}
