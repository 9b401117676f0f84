import onboarding from '../../flows/onboarding.json';
import { answersFromFormEntries } from './answers-from-form-entries';
import { loadFlow } from './load-flow';
import { findStep } from './normalize-flow';
import type { Field } from './flow-types';

const flow = loadFlow(onboarding);
const fieldsOf = (stepId: string): Field[] => findStep(flow, stepId)?.fields ?? [];

describe('answersFromFormEntries', () => {
  it('reads a single choice and a select by the form\'s control names', () => {
    expect(answersFromFormEntries(fieldsOf('unit'), [['root_unit', 'move']])).toEqual({ unit: 'move' });
    expect(answersFromFormEntries(fieldsOf('language'), [['root_language', 'PT']])).toEqual({ language: 'PT' });
  });

  it('is empty for nothing chosen, blank values, other names and another step\'s fields', () => {
    expect(answersFromFormEntries(fieldsOf('unit'), [])).toEqual({});
    expect(answersFromFormEntries(fieldsOf('unit'), [['root_unit', '']])).toEqual({});
    expect(answersFromFormEntries(fieldsOf('unit'), [['unit', 'move'], ['lang', 'pt-PT'], ['continue', 'unit'], ['root_language', 'PT'], ['root___proto__', 'x']])).toEqual({});
  });

  it('keeps a value that is not an option as it came, for the step\'s validation to refuse', () => {
    const huge = 'x'.repeat(5000);
    expect(answersFromFormEntries(fieldsOf('unit'), [['root_unit', huge]])).toEqual({ unit: huge });
  });

  it('takes a ticked consent as true and the first of repeated single values', () => {
    const legal = fieldsOf('legal');
    const consent = legal.find((field) => field.type === 'consent');
    if (!consent) throw new Error('the legal step has no consent');
    expect(answersFromFormEntries(legal, [[`root_${consent.name}`, 'on']])).toEqual({ [consent.name]: true });
    expect(answersFromFormEntries(fieldsOf('unit'), [['root_unit', 'move'], ['root_unit', 'thrive']])).toEqual({ unit: 'move' });
  });

  it('gives a multiple choice every value', () => {
    const multiple: Field = { name: 'goals', type: 'unit', labelKey: 'x', multiple: true, validations: {} };
    expect(answersFromFormEntries([multiple], [['root_goals', 'a'], ['root_goals', 'b']])).toEqual({ goals: ['a', 'b'] });
  });
});
