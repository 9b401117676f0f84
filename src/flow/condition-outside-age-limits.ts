import type { Condition } from './flow-types';
import { ageLimitsOf, ageRangeText, type AgeLimits } from './age-limits';
import { conditionText } from './condition-text';

/** A birth date field a condition may read: its name, the step it is asked on, and its gathered validations. */
export interface AgeSource {
  name: string;
  stepId: string;
  validations: Record<string, unknown>;
}

type AgeAtom = { age: { field: string; below?: number; atLeast?: number } };

function ageAtoms(condition: Condition, at: string): [AgeAtom, string][] {
  if ('all' in condition) return condition.all.flatMap((c, k) => ageAtoms(c, `${at}/all/${k}`));
  if ('any' in condition) return condition.any.flatMap((c, k) => ageAtoms(c, `${at}/any/${k}`));
  if ('not' in condition) return ageAtoms(condition.not, `${at}/not`);
  return 'age' in condition ? [[condition, at]] : [];
}

// The bound of one age leaf that leaves it no accepted age, so the problem lands on the line to change.
function refusedBound({ age }: AgeAtom, limits: AgeLimits): 'below' | 'atLeast' | undefined {
  if (age.below !== undefined && limits.minAge !== undefined && age.below <= limits.minAge) return 'below';
  return age.atLeast !== undefined && limits.maxAge !== undefined && age.atLeast > limits.maxAge ? 'atLeast' : undefined;
}

/**
 * The problem of a condition that holds for some ages but for none its birth date fields accept (their own
 * `minAge` / `maxAge`): where to point (the refused bound when one leaf alone is refused) and what to say.
 */
export function conditionOutsideAgeLimits(condition: Condition, at: string, owner: string, source: (field: string) => AgeSource | undefined, prefix: string): { pointer: string; message: string } {
  const atoms = ageAtoms(condition, at);
  const limited = [...new Set(atoms.map(([atom]) => atom.age.field))].flatMap((name) => {
    const field = source(name);
    const limits = ageLimitsOf(field?.validations ?? {});
    return field === undefined || (limits.minAge === undefined && limits.maxAge === undefined) ? [] : [{ field, limits }];
  });
  let pointer = at;
  for (const [atom, atomAt] of atoms) {
    const limits = limited.find((l) => l.field.name === atom.age.field)?.limits ?? {};
    const bound = refusedBound(atom, limits);
    if (bound !== undefined) {
      pointer = `${atomAt}/age/${bound}`;
      break;
    }
  }
  const accepted = limited.map(({ field, limits }) => {
    const rules = (['minAge', 'maxAge'] as const).filter((rule) => limits[rule] !== undefined).map((rule) => `${prefix}.${rule}: ${String(limits[rule])}`);
    return `field '${field.name}' (step '${field.stepId}') accepts only ages ${ageRangeText(limits)} (${rules.join(', ')})`;
  });
  const message = `${owner.charAt(0).toUpperCase()}${owner.slice(1)} never shows: its condition (${conditionText(condition)}) holds for no age the member can give, as ${accepted.join(' and ')}; no member can reach it. Ask for an age within those limits, or change the field's limits.`;
  return { pointer, message };
}
