import type { FlowConfig } from './flow-types';
import { pointerSegment, type FlowProblem } from './flow-problem';
import { DEFAULT_VALIDATION_PREFIX } from './gather-validations';
import { VALIDATION_RULES } from './validation-rules';

/**
 * Checks that rules carry their messages: a rule that `needs` a message rule (pattern → patternMessage) has it,
 * and a message rule has the rule it explains. The message key's five translations are checked with the others.
 */
export function checkRuleMessages(flow: FlowConfig): FlowProblem[] {
  const prefix = flow.validationPrefix ?? DEFAULT_VALIDATION_PREFIX;
  const problems: FlowProblem[] = [];
  flow.steps.forEach((step, i) =>
    (step.fields ?? []).forEach((field, j) => {
      const at = `/steps/${i}/fields/${j}`;
      const has = (rule: string) => field[`${prefix}.${rule}`] !== undefined;
      for (const [name, rule] of Object.entries(VALIDATION_RULES)) {
        if (!has(name)) continue;
        const key = pointerSegment(`${prefix}.${name}`);
        if (rule.needs !== undefined && !has(rule.needs)) {
          problems.push({ pointer: `${at}/${key}`, code: 'pattern_without_message', message: `Field '${field.name}' has '${prefix}.${name}' but no '${prefix}.${rule.needs}': add "${prefix}.${rule.needs}": "errors.<yourKey>" and that key's text, in every file of locales/, telling the member what to enter.` });
        }
        if ('messageOf' in rule.target && !has(rule.target.messageOf)) {
          problems.push({ pointer: `${at}/${key}`, code: 'message_without_rule', message: `Field '${field.name}' has '${prefix}.${name}' but no '${prefix}.${rule.target.messageOf}' for it to explain; add the rule or remove the message.` });
        }
      }
    }),
  );
  return problems;
}
