import { SAVE_QUEUE_KEY } from '../../platform/save-sender';
import { QUEUE_KEY } from './offline-page';
import { offlineTextsOf, stepsWaiting, waitingText } from './offline-texts';

const PT = { title: 'Sem ligação', none: 'Nada à espera', waiting_one: '{{count}} passo', waiting_many: '{{count}} de passos', waiting_other: '{{count}} passos' };
const save = (stepId: string, key: string) => ({ stepId, key, answers: { firstName: 'Inês' }, locale: 'pt-PT', sent: false, sequence: 1 });

describe('the offline page texts', () => {
  it('reads the queue the save sender writes', () => expect(QUEUE_KEY).toBe(SAVE_QUEUE_KEY));

  it('counts the steps waiting, not the saves, and nothing from a queue it cannot read', () => {
    expect(stepsWaiting({ items: [save('region', 'save_a'), save('timezone', 'save_b'), save('region', 'save_c')], sequence: 3 })).toBe(2);
    for (const broken of [undefined, null, '', 'x'.repeat(10_000), [], { items: 'no' }, { items: [{ stepId: '\u0000' }] }, 42]) expect(stepsWaiting(broken)).toBe(0);
  });

  it('says the count in the language\'s plural form, and never an answer', () => {
    expect(waitingText(PT, 'pt-PT', 0)).toBe('Nada à espera');
    expect(waitingText(PT, 'pt-PT', 1)).toBe('1 passo');
    expect(waitingText(PT, 'pt-PT', 2)).toBe('2 passos');
    expect(waitingText(PT, 'pt-PT', 1_000_000)).toBe('1000000 de passos'.replace('1000000', new Intl.NumberFormat('pt-PT').format(1_000_000)));
    expect(waitingText({ waiting_other: '{{count}} steps' }, 'en-US', 3)).toBe('3 steps');
  });

  it('keeps only languages whose texts are all strings, and none from a malformed blob', () => {
    expect(offlineTextsOf(JSON.stringify({ 'pt-PT': PT, 'en-US': { title: 1 }, 'fr-CA': null }))).toEqual({ 'pt-PT': PT });
    for (const raw of [undefined, null, '', '{', '[]', '"text"', '\ud800']) expect(offlineTextsOf(raw)).toEqual({});
  });
});
