import onboarding from '../../flows/onboarding.json';
import { conditionText } from './condition-text';
import { flowGraph, flowGraphPage } from './flow-graph';
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
    expect(graph).toContain('legal["legal: steps.legal.title<br/><small>termsConsent, privacyConsent, telehealthConsent, nonDiscriminationConsent (if flag showNonDiscriminationConsent)</small>"]:::consent');
    expect(graph).toContain('review["review: steps.review.title"]:::page');
  });

  it('labels the edge into a lone conditional step and skips past it', () => {
    expect(graph).toContain('country -- "if country in CA, US, AU, PT, …" --> region');
    expect(graph).toContain('country --> timezone');
    expect(graph).not.toContain('language --> region');
    expect(graph).toContain('start -- "if not unit in the address" --> unit');
    expect(graph).toContain('start --> language');
  });

  it('draws consecutive optional consents as one box, each with its condition, entered and left once', () => {
    expect(graph).toContain('subgraph optional_hipaa["Optional consents: each shows only if its condition holds, in this order"]');
    expect(graph).toContain('hipaa["hipaa: steps.hipaa.title<br/><i>if flag showHipaaConsent and market US</i><br/><small>hipaaConsent</small>"]:::consent');
    // The guardian step follows the birth date, before any consent, shown by the flow's ages of consent per market.
    expect(graph).toContain('minors["minors: steps.minors.title<br/><small>guardianName, guardianRelationship, guardianEmail, guardianPhone, minorsConsent</small>"]:::consent');
    expect(graph).toContain('hipaa -.-> gdpr');
    expect(graph.split('\n').filter((line) => /-->/.test(line))).toEqual([
      '  start -- "if not unit in the address" --> unit', '  start --> language', '  unit --> language', '  language --> country',
      '  country -- "if country in CA, US, AU, PT, …" --> region', '  country --> timezone', '  region --> timezone', '  timezone --> profile',
      '  profile -- "if (market US or CA or EU or OTHER and dateOfBirth age < 18) or (market UK and dateOfBirth age < 16)" --> minors', '  profile --> about_you', '  minors --> about_you', '  about_you --> legal', '  legal --> optional_hipaa', '  legal --> appointment', '  optional_hipaa --> appointment',
      '  appointment --> review', '  review --> done',
    ]);
  });
});

describe('flowGraphPage', () => {
  const page = flowGraphPage(loadFlow(onboarding), (key) => key);

  it('lists every flag with what it shows, flags no condition reads included', () => {
    expect(page).toContain('| `showHipaaConsent` | true | step hipaa |');
    expect(page).toContain('| `showNonDiscriminationConsent` | true | field nonDiscriminationConsent (legal) |');
    expect(page).toContain('| `redirectUnitToggle` | true | no step or field: read by the code |');
    expect(page).toContain('| `fingerprintPrefill` | true | no step or field: read by the code |');
  });

  it('says which consents have flags and which do not', () => {
    for (const consent of ['termsConsent', 'privacyConsent', 'telehealthConsent']) expect(page).toContain(`| \`${consent}\` | legal | none | always |`);
    expect(page).toContain('| `minorsConsent` | minors | none | (market US or CA or EU or OTHER and dateOfBirth age < 18) or (market UK and dateOfBirth age < 16) |');
    expect(page).toContain('| `irbConsent` | research | `showIrbConsent` | flag showIrbConsent |');
  });
});
