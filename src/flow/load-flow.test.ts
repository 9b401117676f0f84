import { loadFlow, marketFieldOf, resolveFlags } from './load-flow';

const flow = loadFlow({
  id: 'small', version: '1',
  flags: { on: { default: true }, off: { default: false } },
  steps: [
    { id: 'name', titleKey: 't', fields: [{ name: 'first', type: 'text', labelKey: 'l', 'VALIDATIONS.required': true }] },
    { id: 'where', titleKey: 't', fields: [{ name: 'region', type: 'region', labelKey: 'l' }, { name: 'home', type: 'country', labelKey: 'l' }, { name: 'birthCountry', type: 'country', labelKey: 'l' }] },
    { id: 'done', kind: 'done', titleKey: 't' },
  ],
});

describe('loadFlow', () => {
  it('gathers each field\'s rules and gives every step a kind and a field list', () => {
    expect(flow.steps.map((step) => [step.id, step.kind, step.fields.length])).toEqual([['name', 'form', 1], ['where', 'form', 3], ['done', 'done', 0]]);
    expect(flow.steps[0]?.fields[0]?.validations).toEqual({ required: true });
  });
});

describe('resolveFlags', () => {
  it('gives every declared flag its default when nothing overrides it', () => {
    expect(resolveFlags(flow)).toEqual({ on: true, off: false });
    expect(resolveFlags(flow, {})).toEqual({ on: true, off: false });
  });

  it('lets an override turn a declared flag either way, and ignores flags the flow does not declare', () => {
    expect(resolveFlags(flow, { on: false, off: true, unknown: true })).toEqual({ on: false, off: true });
    expect(resolveFlags(flow, { off: true })).toEqual({ on: true, off: true });
  });
});

describe('marketFieldOf', () => {
  it('names the first country field of the flow, not the first field of its step', () => {
    expect(marketFieldOf(flow)).toBe('home');
  });

  it('finds none in a flow that asks no country', () => {
    const noCountry = loadFlow({ id: 'none', version: '1', flags: {}, steps: [{ id: 'name', titleKey: 't', fields: [{ name: 'first', type: 'text', labelKey: 'l' }] }] });
    expect(marketFieldOf(noCountry)).toBeUndefined();
  });
});
