import type { AnswerValue, Condition, FieldConfig, FlowConfig } from './flow-types';
import type { FlowProblem } from './flow-problem';
import { canEverHold, satisfiable } from './condition-satisfiable';
import { allowedValuesText, canHold, MARKET_NAMES, valueSetOf } from './value-sets';
import { didYouMean } from './did-you-mean';
import { ageLimitsOf } from './age-limits';
import { conditionOutsideAgeLimits, type AgeSource } from './condition-outside-age-limits';
import { DEFAULT_VALIDATION_PREFIX, gatherValidations } from './gather-validations';

type Report = (pointer: string, code: FlowProblem['code'], message: string) => void;

const show = (value: AnswerValue) => JSON.stringify(value);

/** The positive leaves an `all` requires at once (nested `all`s included), each with its pointer. */
function required(condition: Condition, at: string): [Condition, string][] {
  if ('all' in condition) return condition.all.flatMap((c, k) => required(c, `${at}/all/${k}`));
  return 'any' in condition || 'not' in condition ? [] : [[condition, at]];
}

/** Markets, or values of one field, that two leaves of one `all` ask for with nothing in common. */
function contradiction(condition: { all: Condition[] }, at: string): string | undefined {
  const leaves = required(condition, at).map(([c]) => c);
  const markets = leaves.flatMap((c) => ('market' in c ? [c.market] : []));
  if (markets.length > 1 && !MARKET_NAMES.some((m) => markets.every((list) => list.includes(m)))) {
    return `'all' asks for market ${markets.map((l) => l.join(' or ')).join(' and market ')} at once, but a member is in one market; use 'any', or one 'market' list`;
  }
  const byField = new Map<string, AnswerValue[][]>();
  for (const c of leaves) {
    if ('equals' in c) byField.set(c.field, [...(byField.get(c.field) ?? []), [c.equals]]);
    if ('in' in c) byField.set(c.field, [...(byField.get(c.field) ?? []), c.in]);
  }
  for (const [field, lists] of byField) {
    if (lists.length > 1 && !(lists[0] ?? []).some((v) => lists.every((list) => list.includes(v)))) {
      return `'all' asks for '${field}' to be ${lists.map((l) => l.map(show).join(' or ')).join(' and ')} at once, but an answer has one value; use 'any', or one 'in' list`;
    }
  }
  return undefined;
}

/**
 * Checks every condition against what answers can be: values a field can never hold
 * (`answer_value_doesnt_exist`), unknown markets, `all`s asking for two markets or two values of one field
 * at once (`contradictory_condition`), conditions no flags, presets and answers satisfy (`condition_never_holds`),
 * and conditions only ages their birth date fields refuse satisfy (`condition_outside_field_limits`).
 */
export function checkConditions(flow: FlowConfig, report: Report): void {
  const fields = new Map<string, FieldConfig>();
  const prefix = flow.validationPrefix ?? DEFAULT_VALIDATION_PREFIX;
  const sources = new Map<string, AgeSource>();
  flow.steps.forEach((step) => (step.fields ?? []).forEach((f) => {
    if (fields.has(f.name)) return;
    fields.set(f.name, f);
    sources.set(f.name, { name: f.name, stepId: step.id, validations: gatherValidations(f, prefix) });
  }));
  const ageLimits = (name: string) => ageLimitsOf(sources.get(name)?.validations ?? {});
  const marketField = flow.steps.flatMap((s) => s.fields ?? []).find((f) => f.type === 'country')?.name;
  const valueSet = (name: string) => {
    const field = fields.get(name);
    return field === undefined ? undefined : valueSetOf(field);
  };
  const flagNames = Object.keys(flow.flags ?? {});

  const checkValue = (field: string, value: AnswerValue, at: string): boolean => {
    const declared = fields.get(field);
    if (declared?.multiple === true) {
      report(at, 'answer_value_doesnt_exist', `Field '${field}' is a multiple choice: its answer is a list, never the single value ${show(value)}; a condition can only ask whether it is answered ({ "field": "${field}", "answered": true }).`);
      return false;
    }
    const set = valueSet(field);
    if (set === undefined || canHold(set, value)) return true;
    report(at, 'answer_value_doesnt_exist', `Field '${field}' can never be ${show(value)}; its values are ${allowedValuesText(set)}.${didYouMean(String(value), set.map(String))}`);
    return false;
  };

  const walk = (condition: Condition, at: string): boolean => {
    let ok = true;
    if ('all' in condition) {
      condition.all.forEach((c, k) => (ok = walk(c, `${at}/all/${k}`) && ok));
      const why = ok ? contradiction(condition, at) : undefined;
      if (why !== undefined) {
        report(at, 'contradictory_condition', `This condition can never hold: ${why}.`);
        ok = false;
      }
    } else if ('any' in condition) condition.any.forEach((c, k) => (ok = walk(c, `${at}/any/${k}`) && ok));
    else if ('not' in condition) ok = walk(condition.not, `${at}/not`);
    else if ('market' in condition) {
      condition.market.forEach((m, k) => {
        if (MARKET_NAMES.includes(m)) return;
        report(`${at}/market/${k}`, 'unknown_market', `'${m}' is not a market; markets are ${MARKET_NAMES.join(', ')}.${didYouMean(m, MARKET_NAMES)}`);
        ok = false;
      });
    } else if ('equals' in condition) ok = checkValue(condition.field, condition.equals, `${at}/equals`);
    else if ('in' in condition) condition.in.forEach((v, k) => (ok = checkValue(condition.field, v, `${at}/in/${k}`) && ok));
    return ok;
  };

  // A step's `when` that no flags satisfy is already unreachable_step.
  const check = (condition: Condition | undefined, at: string, owner: string) => {
    if (condition === undefined || !walk(condition, at) || (owner.startsWith('step') && !satisfiable(condition, flagNames))) return;
    if (!canEverHold(condition, valueSet, marketField)) {
      report(at, 'condition_never_holds', `No flags, unit, market, age or answers make this condition hold, so ${owner} never shows; fix or remove its 'when'.`);
    } else if (!canEverHold(condition, valueSet, marketField, ageLimits)) {
      const { pointer, message } = conditionOutsideAgeLimits(condition, at, owner, (name) => sources.get(name), prefix);
      report(pointer, 'condition_outside_field_limits', message);
    }
  };
  flow.steps.forEach((step, i) => {
    check(step.when, `/steps/${i}/when`, `step '${step.id}'`);
    (step.fields ?? []).forEach((field, j) => check(field.when, `/steps/${i}/fields/${j}/when`, `field '${field.name}'`));
  });
}
