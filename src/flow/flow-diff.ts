import type { Flow, Step } from './flow-types';
import { conditionText } from './condition-text';
import { fieldChanges, fieldTextKeys } from './flow-diff-fields';
import { rewordingLines, wordingLines } from './flow-diff-wording';
import type { TextsCompared } from './locale-texts';
import { defaultEffects, pathChanges } from './flow-diff-paths';
import { longestCommonSubsequence } from './longest-common-subsequence';

const isConsentGate = (step: Step) => step.fields.some((f) => f.type === 'consent');

function stepChanges(before: Flow, after: Flow, texts?: TextsCompared): string[] {
  const out: string[] = [];
  const oldIds = before.steps.map((s) => s.id);
  const newIds = after.steps.map((s) => s.id);
  for (const id of newIds.filter((id) => !oldIds.includes(id))) {
    const step = after.steps.find((s) => s.id === id) as Step;
    out.push(`+ step ${id} added at position ${newIds.indexOf(id) + 1} (after ${newIds[newIds.indexOf(id) - 1] ?? 'the start'}), title ${step.titleKey}, shows when: ${conditionText(step.when)}`, ...wordingLines(step.titleKey, texts?.after, '    '));
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
    if (a.titleKey !== b.titleKey) out.push(`~ step ${id} title ${a.titleKey} → ${b.titleKey}`, ...wordingLines(b.titleKey, texts?.after, '    '));
    if (a.introKey !== b.introKey) out.push(`~ step ${id} intro ${a.introKey ?? 'none'} → ${b.introKey ?? 'none'}`);
  }
  return out;
}

/**
 * Texts members see that no field line shows, reworded on the working copy's side: the built-in messages
 * (`errors.*`, shared by every field) and the titles and intros of kept steps, each language old → new.
 */
function rewordedTexts(before: Flow, after: Flow, texts?: TextsCompared): string[] {
  if (!texts) return [];
  const ownedByFields = fieldTextKeys(after);
  const oldSteps = new Map(before.steps.map((step) => [step.id, step]));
  const stepKeys = after.steps.flatMap((step) => {
    const old = oldSteps.get(step.id);
    return [...(old?.titleKey === step.titleKey ? [step.titleKey] : []), ...(step.introKey && old?.introKey === step.introKey ? [step.introKey] : [])];
  });
  const messageKeys = [...new Set([...Object.values(texts.before), ...Object.values(texts.after)].flatMap((byKey) => Object.keys(byKey)))].filter((key) => key.startsWith('errors.'));
  return [...new Set([...messageKeys, ...stepKeys])].filter((key) => !ownedByFields.has(key)).flatMap((key) => {
    const lines = rewordingLines(key, texts, '    ');
    return lines.length > 0 ? [`~ ${key}`, ...lines] : [];
  });
}

/**
 * What a change to a flow does, in plain text a reviewer can sign off: steps (with new steps' conditions), fields
 * (required or optional, rules, labels, hints, options), flags, what members see at the flags' defaults, and paths
 * gained or lost named by unit, market, age and flags. Given the texts of both sides, every new or reworded text
 * shows in every language, built-in messages and step titles included.
 */
export function flowDiff(before: Flow, after: Flow, texts?: TextsCompared): string {
  const sections: [string, string[]][] = [
    ['Steps', stepChanges(before, after, texts)],
    ['Fields and rules', fieldChanges(before, after, texts)],
    ['Messages and titles reworded', rewordedTexts(before, after, texts)],
    ['Flags', [...Object.keys(after.flags).filter((f) => !(f in before.flags)).map((f) => `+ flag ${f} (default ${String(after.flags[f]?.default)})`),
      ...Object.keys(before.flags).filter((f) => !(f in after.flags)).map((f) => `- flag ${f}`),
      ...Object.keys(after.flags).filter((f) => f in before.flags && before.flags[f]?.default !== after.flags[f]?.default).map((f) => `~ flag ${f} default ${String(before.flags[f]?.default)} → ${String(after.flags[f]?.default)}`)]],
    ['What members see with flags at their defaults', defaultEffects(before, after)],
    ['Paths gained (+) and lost (-), by members and flags', pathChanges(before, after)],
  ];
  const body = sections.filter(([, lines]) => lines.length > 0).map(([title, lines]) => `${title}:\n${lines.map((l) => `  ${l}`).join('\n')}`);
  return body.length > 0 ? body.join('\n\n') : 'No change to steps, fields, rules, flags, paths or wording.';
}
