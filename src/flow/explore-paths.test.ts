import type { StepConfig } from './flow-types';
import { explorePaths } from './explore-paths';
import { loadFlow } from './load-flow';

const review: StepConfig = { id: 'review', kind: 'review', titleKey: 't' };
const done: StepConfig = { id: 'done', kind: 'done', titleKey: 't' };
const text = (name: string) => ({ name, type: 'text', labelKey: 'l' });
const consent = (name: string, when?: object) => ({ name, type: 'consent', labelKey: 'l', ...(when ? { when } : {}) });
/** A small flow of the given steps; `extra` and `research` are declared flags, off by default. */
const explore = (...steps: StepConfig[]) => explorePaths(loadFlow({ id: 'small', version: '1', flags: { extra: { default: false }, research: { default: false } }, steps }));

describe('explorePaths on small flows', () => {
  it('finds one path per value of the flag that gates a step, with no problem', () => {
    const found = explore({ id: 'intro', titleKey: 't', fields: [text('a')] }, { id: 'gated', titleKey: 't', when: { flag: 'extra' }, fields: [text('b')] }, review, done);
    expect(found.paths).toEqual([['intro', 'gated', 'review', 'done'], ['intro', 'review', 'done']]);
    expect(found.distinctPaths).toBe(2);
    expect(found.scenarios).toBe(2);
    expect(found.states).toBe(4);
    expect(found.problems).toEqual([]);
  });

  it('never reaches a step gated by a flag the flow does not declare, and does not count it as a combination', () => {
    const found = explore({ id: 'intro', titleKey: 't', fields: [text('a')] }, { id: 'ghost', titleKey: 't', when: { flag: 'undeclared' }, fields: [text('b')] }, review, done);
    expect(found.paths).toEqual([['intro', 'review', 'done']]);
    expect(found.scenarios).toBe(1);
  });

  it('counts the combinations of every flag and answer a condition reads', () => {
    const found = explore(
      { id: 'ask', titleKey: 't', fields: [{ name: 'pick', type: 'choice', labelKey: 'l', options: [{ value: 'x', labelKey: 'l' }, { value: 'y', labelKey: 'l' }, { value: 'z', labelKey: 'l' }] }] },
      { id: 'onX', titleKey: 't', when: { all: [{ flag: 'extra' }, { field: 'pick', equals: 'x' }] }, fields: [text('a')] },
      { id: 'onR', titleKey: 't', when: { flag: 'research' }, fields: [text('b')] },
      review, done,
    );
    // Two flags, and for 'pick' the named value plus one other.
    expect(found.scenarios).toBe(2 * 2 * 2);
    expect(new Set(found.paths.map((p) => p.join(' > ')))).toEqual(new Set(['ask > onX > onR > review > done', 'ask > onX > review > done', 'ask > onR > review > done', 'ask > review > done']));
  });

  it('names the flags off and the path of a member who never reaches review', () => {
    const [problem, ...others] = explore({ id: 'intro', titleKey: 't', fields: [text('a')] }, { ...review, when: { flag: 'extra' } }, done).problems;
    expect(others).toEqual([]);
    expect(problem).toEqual({ pointer: '/steps', code: 'no_submit_path', message: 'A member cannot reach review and done: flags off: extra; answers {}; path intro → done.' });
  });

  it('names the missing unit of a member who never reaches review without one', () => {
    const [problem] = explore({ id: 'intro', titleKey: 't', fields: [text('a')] }, { ...review, when: { preset: 'unit' } }, done).problems;
    expect(problem?.message).toBe('A member cannot reach review and done: flags off: none; no unit in the address; answers {}; path intro → done.');
  });

  it('names the unit of a member who never reaches review with one', () => {
    const [problem] = explore({ id: 'intro', titleKey: 't', fields: [text('a')] }, { ...review, when: { not: { preset: 'unit' } } }, done).problems;
    expect(problem?.message).toBe("A member cannot reach review and done: flags off: none; unit 'bloom' in the address; answers {}; path intro → done.");
  });

  it('refuses a path that ends on review instead of done', () => {
    const [problem] = explore({ id: 'intro', titleKey: 't', fields: [text('a')] }, done, review).problems;
    expect(problem).toEqual({ pointer: '/steps', code: 'no_submit_path', message: 'A member cannot reach review and done: flags off: none; answers {}; path intro → done → review.' });
  });

  it('names a form step after review with the combination that shows it, and only a form step that shows', () => {
    const found = explore(
      { id: 'intro', titleKey: 't', fields: [text('a')] },
      review,
      { id: 'late', titleKey: 't', when: { flag: 'extra' }, fields: [text('b')] },
      { id: 'hidden', titleKey: 't', when: { flag: 'undeclared' }, fields: [text('c')] },
      { id: 'recap', kind: 'review', titleKey: 't' },
      done,
    );
    expect(found.problems).toEqual([{
      pointer: '/steps/2', code: 'required_step_after_review',
      message: "Step 'late' comes after the review step: the member submits before answering it and the server refuses the submit (incomplete); move it before review. flags off: none; answers {}; path intro → review → late → recap → done.",
    }]);
  });
});

describe('explorePaths on consents', () => {
  it('names a consent that shows with its flag off, and the answer that shows it', () => {
    const found = explore(
      { id: 'ask', titleKey: 't', fields: [{ name: 'a', type: 'choice', labelKey: 'l', options: [{ value: 'yes', labelKey: 'l' }, { value: 'no', labelKey: 'l' }] }] },
      { id: 'agree', titleKey: 't', when: { any: [{ flag: 'research' }, { field: 'a', equals: 'yes' }] }, fields: [text('note'), consent('irb')] },
      review, done,
    );
    expect(found.problems).toEqual([{ pointer: '/steps/1/fields/1', code: 'consent_without_flag', message: 'Consent \'irb\' shows with its flag research off; flags off: research; answers {"a":"yes"}; path ask → agree → review → done.' }]);
  });

  it('names a flag of the consent\'s own condition that is off when it shows', () => {
    const found = explore({ id: 'agree', titleKey: 't', fields: [consent('irb', { any: [{ flag: 'research' }, { not: { flag: 'extra' } }] })] }, review, done);
    expect(found.problems).toEqual([{ pointer: '/steps/0/fields/0', code: 'consent_without_flag', message: "Consent 'irb' shows with its flag extra off; flags off: extra; answers {}; path agree → review → done." }]);
  });

  it('is content with a consent that shows only with its flag on', () => {
    const found = explore({ id: 'agree', titleKey: 't', when: { flag: 'research' }, fields: [text('note'), consent('irb')] }, review, done);
    expect(found.problems).toEqual([]);
  });

  it('names a consent that shows in no combination, by its step or by its own condition', () => {
    const found = explore(
      { id: 'never', titleKey: 't', when: { all: [{ flag: 'extra' }, { not: { flag: 'extra' } }] }, fields: [text('note'), consent('irb')] },
      { id: 'agree', titleKey: 't', fields: [consent('marketing', { flag: 'undeclared' })] },
      review, done,
    );
    expect(found.problems).toEqual([
      { pointer: '/steps/0/fields/1', code: 'consent_never_shown', message: "Consent 'irb' shows in no combination of flags, units, markets and ages; check the 'when' of step 'never' and of the field." },
      { pointer: '/steps/1/fields/0', code: 'consent_never_shown', message: "Consent 'marketing' shows in no combination of flags, units, markets and ages; check the 'when' of step 'agree' and of the field." },
    ]);
  });
});

describe('explorePaths on answers of skipped steps', () => {
  it('names a step that reads the answer of a step its path skipped', () => {
    const found = explore(
      { id: 'ask', titleKey: 't', when: { flag: 'extra' }, fields: [text('b')] },
      { id: 'check', titleKey: 't', when: { not: { field: 'b', equals: 'y' } }, fields: [text('c')] },
      review, done,
    );
    expect(found.problems).toEqual([{ pointer: '/steps/1', code: 'reads_skipped_answer', message: "Step 'check' reads 'b', whose step 'ask' this path skips; flags off: extra; answers {}; path check → review → done." }]);
  });

  it('accepts a read of a skipped answer that the address gives instead', () => {
    const found = explore(
      { id: 'ask', titleKey: 't', when: { preset: 'unit' }, fields: [text('unit')] },
      { id: 'check', titleKey: 't', when: { preset: 'unit' }, fields: [{ ...text('c'), when: { field: 'unit', equals: 'move' } }] },
      review, done,
    );
    expect(found.problems).toEqual([]);
  });
});
