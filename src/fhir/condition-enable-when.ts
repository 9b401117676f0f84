import type { Condition } from '../flow/flow-types';

/** One FHIR Questionnaire enableWhen: the question (a field's linkId), an operator and the answer it compares with. */
export interface EnableWhen {
  question: string;
  operator: 'exists' | '=' | '!=';
  answerBoolean?: boolean;
  answerString?: string;
  answerInteger?: number;
  answerCoding?: { system: string; code: string };
}

/** A condition said in FHIR: its enableWhen items and how they combine; undefined when FHIR cannot say it. */
export interface FhirCondition {
  enableWhen: EnableWhen[];
  enableBehavior?: 'all' | 'any';
}

/** How a field's answer reads in FHIR: the system of its codes when it is a coded choice, else the value itself. */
export type AnswerSystemOf = (field: string) => string | undefined;

function comparison(field: string, operator: '=' | '!=', value: string | number | boolean, systemOf: AnswerSystemOf): EnableWhen {
  const system = systemOf(field);
  if (system !== undefined) return { question: field, operator, answerCoding: { system, code: String(value) } };
  if (typeof value === 'boolean') return { question: field, operator, answerBoolean: value };
  if (typeof value === 'number') return { question: field, operator, answerInteger: value };
  return { question: field, operator, answerString: value };
}

/**
 * A flow condition as enableWhen, where FHIR can say it: answers compared with a value, a list of values, answered
 * or not, and `all`/`any` of those (not mixed, as enableBehavior is one for the item). Flags, URL presets, markets
 * and ages read what the Questionnaire does not hold: undefined, and the caller lists the condition as left out.
 */
export function conditionEnableWhen(condition: Condition, systemOf: AnswerSystemOf): FhirCondition | undefined {
  if ('field' in condition && 'equals' in condition) return { enableWhen: [comparison(condition.field, '=', condition.equals, systemOf)] };
  if ('field' in condition && 'in' in condition) {
    if (condition.in.length === 0) return undefined;
    return { enableWhen: condition.in.map((v) => comparison(condition.field, '=', v, systemOf)), ...(condition.in.length > 1 ? { enableBehavior: 'any' as const } : {}) };
  }
  if ('field' in condition && 'answered' in condition) return { enableWhen: [{ question: condition.field, operator: 'exists', answerBoolean: condition.answered }] };
  if ('not' in condition && 'field' in condition.not && 'equals' in condition.not) return { enableWhen: [comparison(condition.not.field, '!=', condition.not.equals, systemOf)] };
  if ('all' in condition || 'any' in condition) {
    const parts = 'all' in condition ? condition.all : condition.any;
    const said = parts.map((part) => conditionEnableWhen(part, systemOf));
    if (said.length === 0 || said.some((s) => s === undefined || (s.enableWhen.length > 1 && s.enableBehavior !== ('all' in condition ? 'all' : 'any')))) return undefined;
    const enableWhen = said.flatMap((s) => (s as FhirCondition).enableWhen);
    return { enableWhen, ...(enableWhen.length > 1 ? { enableBehavior: 'all' in condition ? 'all' : 'any' } : {}) };
  }
  return undefined;
}
