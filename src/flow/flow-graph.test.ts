import onboarding from '../../flows/onboarding.json';
import { conditionText } from './condition-text';
import { flowGraph } from './flow-graph';
import { loadFlow } from './load-flow';

describe('conditionText', () => {
  it.each<[Parameters<typeof conditionText>[0], string]>([
    [undefined, 'always'],
    [{ all: [{ flag: 'showHipaaConsent' }, { market: ['US'] }] }, 'flag showHipaaConsent and market US'],
    [{ any: [{ flag: 'a' }, { all: [{ flag: 'b' }, { flag: 'c' }] }] }, 'flag a or (flag b and flag c)'],
    [{ not: { preset: 'unit' } }, 'not unit in the address'],
    [{ age: { field: 'dateOfBirth', below: 18 } }, 'dateOfBirth age < 18'],
    [{ field: 'country', in: ['CA', 'US', 'AU', 'PT', 'GB'] }, 'country in CA, US, AU, PT, …'],
    [{ field: 'x', answered: false }, 'x not answered'],
  ])('%j reads "%s"', (condition, text) => {
    expect(conditionText(condition)).toBe(text);
  });
});

describe('flowGraph', () => {
  const graph = flowGraph(loadFlow(onboarding), (key) => key);

  it('draws every step, consent gates styled', () => {
    expect(graph).toMatch(/^flowchart TD/);
    expect(graph).toContain('hipaa["hipaa: steps.hipaa.title<br/><small>hipaaConsent</small>"]:::consent');
    expect(graph).toContain('review["review: steps.review.title"]:::page');
  });

  it('labels edges into conditional steps and skips past them', () => {
    expect(graph).toContain('legal -- "if flag showHipaaConsent and market US" --> hipaa');
    expect(graph).toContain('country -- "if country in CA, US, AU, PT, …" --> region');
    expect(graph).toContain('country --> timezone');
    expect(graph).not.toContain('language --> region');
    expect(graph).toContain('start -- "if not unit in the address" --> unit');
    expect(graph).toContain('start --> language');
  });
});
