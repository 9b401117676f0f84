import type { FlowConfig } from './flow-types';
import { findStep, normalizeFlow, stepOfField } from './normalize-flow';

const config: FlowConfig = {
  id: 'onboarding',
  version: '3',
  flags: { coaching: { default: true } },
  steps: [
    { id: 'about', titleKey: 'about.title', fields: [{ name: 'firstName', type: 'text', labelKey: 'f.firstName', 'VALIDATIONS.required': true }] },
    {
      id: 'contact', titleKey: 'contact.title', introKey: 'contact.intro', when: { flag: 'coaching' },
      fields: [{ name: 'email', type: 'text', labelKey: 'f.email', hintKey: 'f.emailHint', when: { field: 'firstName', answered: true }, 'VALIDATIONS.format': 'email' }],
    },
    {
      id: 'plan', titleKey: 'plan.title',
      fields: [{ name: 'goals', type: 'choice', labelKey: 'f.goals', document: 'terms', list: 'full', options: [{ value: 'sleep', labelKey: 'o.sleep' }], multiple: true, dependsOn: ['firstName'], autocomplete: 'off' }],
    },
    { id: 'review', kind: 'review', titleKey: 'review.title' },
  ],
};

describe('normalizeFlow', () => {
  it('defaults a step to a form, gives a step without fields none, and keeps what the editor wrote', () => {
    const flow = normalizeFlow(config);
    // Strict: an option the editor left out must stay absent, not become an undefined property.
    expect(flow).toStrictEqual({
      id: 'onboarding', version: '3', flags: { coaching: { default: true } },
      steps: [
        { id: 'about', kind: 'form', titleKey: 'about.title', fields: [{ name: 'firstName', type: 'text', labelKey: 'f.firstName', validations: { required: true } }] },
        {
          id: 'contact', kind: 'form', titleKey: 'contact.title', introKey: 'contact.intro', when: { flag: 'coaching' },
          fields: [{ name: 'email', type: 'text', labelKey: 'f.email', hintKey: 'f.emailHint', when: { field: 'firstName', answered: true }, validations: { format: 'email' } }],
        },
        {
          id: 'plan', kind: 'form', titleKey: 'plan.title',
          fields: [{ name: 'goals', type: 'choice', labelKey: 'f.goals', document: 'terms', list: 'full', options: [{ value: 'sleep', labelKey: 'o.sleep' }], multiple: true, dependsOn: ['firstName'], autocomplete: 'off', validations: {} }],
        },
        { id: 'review', kind: 'review', titleKey: 'review.title', fields: [] },
      ],
    });
  });

  it('gathers validation keys under the flow’s own prefix', () => {
    const flow = normalizeFlow({ ...config, validationPrefix: 'RULES', steps: [{ id: 'a', titleKey: 't', fields: [{ name: 'x', type: 'text', labelKey: 'l', 'RULES.required': true, 'VALIDATIONS.maxLength': 3 }] }] });
    expect(flow.steps[0]?.fields[0]?.validations).toEqual({ required: true });
  });
});

describe('findStep and stepOfField', () => {
  const flow = normalizeFlow(config);

  it('find a step by its id and the step that asks a field', () => {
    expect(findStep(flow, 'contact')?.id).toBe('contact');
    expect(stepOfField(flow, 'email')?.id).toBe('contact');
    expect(stepOfField(flow, 'firstName')?.id).toBe('about');
  });

  it('find nothing for an unknown step or field', () => {
    expect(findStep(flow, 'nowhere')).toBeUndefined();
    expect(stepOfField(flow, 'nowhere')).toBeUndefined();
    expect(stepOfField(flow, '')).toBeUndefined();
  });
});
