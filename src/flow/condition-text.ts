import type { Condition } from './flow-types';

const list = (values: readonly (string | number)[]) => (values.length > 4 ? `${values.slice(0, 4).join(', ')}, …` : values.join(', '));

/** A condition in words for reviewers and diagrams, e.g. "flag showHipaaConsent and market US". */
export function conditionText(condition: Condition | undefined): string {
  if (condition === undefined) return 'always';
  if ('all' in condition) return condition.all.map(wrapped).join(' and ');
  if ('any' in condition) return condition.any.map(wrapped).join(' or ');
  if ('not' in condition) return `not ${wrapped(condition.not)}`;
  if ('flag' in condition) return `flag ${condition.flag}`;
  if ('preset' in condition) return `${condition.preset} in the address`;
  if ('market' in condition) return `market ${condition.market.join(' or ')}`;
  if ('age' in condition) {
    const { field, below, atLeast } = condition.age;
    return [atLeast !== undefined ? `${field} age ≥ ${atLeast}` : '', below !== undefined ? `${field} age < ${below}` : ''].filter(Boolean).join(' and ');
  }
  if ('equals' in condition) return `${condition.field} = ${String(condition.equals)}`;
  if ('in' in condition) return `${condition.field} in ${list(condition.in)}`;
  return condition.answered ? `${condition.field} answered` : `${condition.field} not answered`;
}

function wrapped(condition: Condition): string {
  const text = conditionText(condition);
  return 'all' in condition || 'any' in condition ? `(${text})` : text;
}
