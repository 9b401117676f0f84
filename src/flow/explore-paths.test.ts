import type { Condition, StepConfig } from './flow-types';
import { explorePaths } from './explore-paths';
import { loadFlow } from './load-flow';

const review: StepConfig = { id: 'review', kind: 'review', titleKey: 't' };
const done: StepConfig = { id: 'done', kind: 'done', titleKey: 't' };
const text = (name: string) => ({ name, type: 'text', labelKey: 'l' });
const consent = (name: string, when?: Condition) => ({ name, type: 'consent', labelKey: 'l', ...(when ? { when } : {}) });
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

describe('explorePaths on ages', () => {
  const born = { name: 'born', type: 'date', labelKey: 'l', validations: { minAge: 13, maxAge: 120 } };
  const withMinors = (below: number) => explorePaths({ id: 'small', version: '1', flags: {}, steps: [
    { id: 'profile', kind: 'form', titleKey: 't', fields: [born] },
    { id: 'minors', kind: 'form', titleKey: 't', when: { age: { field: 'born', below } }, fields: [{ ...text('guardian'), validations: {} }] },
    { ...review, kind: 'review', fields: [] }, { ...done, kind: 'done', fields: [] },
  ] });

  it('tries only ages the birth date field accepts', () => {
    expect(withMinors(12).paths).toEqual([['profile', 'review', 'done']]);
    expect(withMinors(14).paths).toEqual([['profile', 'minors', 'review', 'done'], ['profile', 'review', 'done']]);
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

  it('names each consent of a step shown with its flags off, and every flag that is off', () => {
    const found = explore({ id: 'agree', titleKey: 't', when: { not: { any: [{ flag: 'extra' }, { flag: 'research' }] } }, fields: [consent('irb'), consent('marketing')] }, review, done);
    const where = 'flags off: extra, research; answers {}; path agree → review → done.';
    expect(found.problems.map((p) => p.message)).toEqual([`Consent 'irb' shows with its flag extra, research off; ${where}`, `Consent 'marketing' shows with its flag extra, research off; ${where}`]);
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
      { id: 'ask', titleKey: 't', when: { flag: 'extra' }, fields: [text('unit')] },
      { id: 'check', titleKey: 't', when: { preset: 'unit' }, fields: [{ ...text('c'), when: { field: 'unit', equals: 'move' } }] },
      review, done,
    );
    expect(found.paths).toContainEqual(['check', 'review', 'done']);
    expect(found.problems).toEqual([]);
  });

  it('accepts a read of the unit when no step asks it: only the address gives it', () => {
    const found = explore({ id: 'check', titleKey: 't', when: { not: { field: 'unit', equals: 'move' } }, fields: [text('c')] }, review, done);
    expect(found.paths).toEqual([['check', 'review', 'done'], ['review', 'done']]);
    expect(found.problems).toEqual([]);
  });

  it('reads the address\'s unit for a unit the member was not asked or left empty', () => {
    const notAsked = explore({ id: 'ask', titleKey: 't', when: { flag: 'extra' }, fields: [text('unit')] }, { ...review, when: { field: 'unit', equals: 'move' } }, done);
    expect(notAsked.problems[0]?.message).toBe('A member cannot reach review and done: flags off: none; answers {"unit":"none-of-these"}; path ask → done.');
    expect(notAsked.paths).toContainEqual(['review', 'done']);
    const leftEmpty = explore({ id: 'ask', titleKey: 't', fields: [text('unit')] }, { ...review, when: { field: 'unit', answered: true } }, done);
    expect(leftEmpty.problems[0]?.message).toBe('A member cannot reach review and done: flags off: none; no unit in the address; answers {"unit":""}; path ask → done.');
  });
});

describe('explorePaths on what a member chose', () => {
  it('keeps a flag read by two steps the same on both', () => {
    const found = explore({ id: 'one', titleKey: 't', when: { flag: 'extra' }, fields: [text('a')] }, { id: 'two', titleKey: 't', when: { flag: 'extra' }, fields: [text('b')] }, review, done);
    expect(found.paths).toEqual([['one', 'two', 'review', 'done'], ['review', 'done']]);
  });

  it('forgets an answer once no later step reads it, so paths that differ only by it merge', () => {
    const found = explore(
      { id: 'ask', titleKey: 't', when: { flag: 'extra' }, fields: [text('b')] },
      { id: 'check', titleKey: 't', when: { field: 'b', equals: 'y' }, fields: [text('c')] },
      { id: 'more', titleKey: 't', fields: [text('d')] },
      review, done,
    );
    expect(found.paths).toHaveLength(3);
    // One state at ask, two at check (asked 'b' or not), then one each at more, review and done: 'b' is forgotten.
    expect(found.states).toBe(6);
  });

  it('finds the empty path of a member to whom no step shows', () => {
    const found = explore({ id: 'only', titleKey: 't', when: { flag: 'extra' }, fields: [text('a')] }, { ...review, when: { flag: 'extra' } }, { ...done, when: { flag: 'extra' } });
    expect(found.paths).toEqual([['only', 'review', 'done'], []]);
    expect(found.problems[0]?.message).toBe('A member cannot reach review and done: flags off: extra; answers {}; path .');
  });

  it('reads a choice without options as never answered', () => {
    const found = explore({ id: 'ask', titleKey: 't', fields: [{ name: 'pick', type: 'choice', labelKey: 'l', options: [] }] }, { id: 'onX', titleKey: 't', when: { field: 'pick', equals: 'x' }, fields: [text('a')] }, review, done);
    expect(found.paths).toEqual([['ask', 'review', 'done']]);
  });

  it('lists every flag that is off, and a consent answered no, in the combination it names', () => {
    const flagsOff = explore({ id: 'intro', titleKey: 't', fields: [text('a')] }, { ...review, when: { any: [{ flag: 'extra' }, { flag: 'research' }] } }, done);
    expect(flagsOff.problems[0]?.message).toBe('A member cannot reach review and done: flags off: extra, research; answers {}; path intro → done.');
    const declined = explore({ id: 'agree', titleKey: 't', fields: [consent('optIn')] }, { ...review, when: { field: 'optIn', equals: true } }, done);
    expect(declined.problems[0]?.message).toBe('A member cannot reach review and done: flags off: none; answers {"optIn":false}; path agree → done.');
  });

  it('names the first combination of the steps after a problem, and the path it takes', () => {
    const found = explore(
      { id: 'ask', titleKey: 't', fields: [{ name: 'pick', type: 'choice', labelKey: 'l', options: [{ value: 'x', labelKey: 'l' }, { value: 'y', labelKey: 'l' }] }] },
      review,
      { id: 'late', titleKey: 't', fields: [text('a')] },
      { id: 'recap', kind: 'review', titleKey: 't', when: { field: 'pick', equals: 'x' } },
      done,
    );
    expect(found.problems.map((p) => p.message)).toEqual(["Step 'late' comes after the review step: the member submits before answering it and the server refuses the submit (incomplete); move it before review. flags off: none; answers {\"pick\":\"x\"}; path ask → review → late → recap → done."]);
  });

  it('reports each step and each consent with a problem, not only the first of a kind', () => {
    const found = explore(
      { id: 'ask', titleKey: 't', when: { flag: 'extra' }, fields: [text('b')] },
      { id: 'check', titleKey: 't', when: { not: { field: 'b', equals: 'y' } }, fields: [text('c')] },
      { id: 'recheck', titleKey: 't', when: { not: { field: 'b', equals: 'z' } }, fields: [text('d')] },
      { id: 'agree', titleKey: 't', when: { not: { flag: 'research' } }, fields: [consent('irb', { flag: 'research' }), consent('marketing', { not: { flag: 'research' } })] },
      review,
      { id: 'late1', titleKey: 't', fields: [text('e')] },
      { id: 'late2', titleKey: 't', fields: [text('f')] },
      done,
    );
    expect(found.problems.map((p) => `${p.code} ${p.pointer}`).sort()).toEqual([
      'consent_never_shown /steps/3/fields/0',
      'consent_without_flag /steps/3/fields/1',
      'reads_skipped_answer /steps/1',
      'reads_skipped_answer /steps/2',
      'required_step_after_review /steps/5',
      'required_step_after_review /steps/6',
    ]);
  });

  it('is content with an answer a later step reads on a step shown with a flag off', () => {
    const found = explore({ id: 'ask', titleKey: 't', when: { not: { flag: 'extra' } }, fields: [text('b')] }, { id: 'check', titleKey: 't', when: { field: 'b', equals: 'y' }, fields: [text('c')] }, review, done);
    expect(found.problems).toEqual([]);
  });
});
