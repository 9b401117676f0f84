import type { StepAnswers } from './flow-types';
import { ackSave, EMPTY_SAVE_QUEUE, enqueueSave, markSent, nextSave, parseSaveQueue, pendingAnswers, refuseSave, type SaveQueue } from './save-queue';

const save = (key: string, stepId: string, answers: StepAnswers = { [stepId]: key }) => ({ key: `key_${key}`, stepId, answers, locale: 'en-US' });
const steps = (queue: SaveQueue) => queue.items.map((item) => `${item.stepId}:${item.key}`);
const fill = (...saves: ReturnType<typeof save>[]) => saves.reduce<SaveQueue>((queue, item) => enqueueSave(queue, item), EMPTY_SAVE_QUEUE);

describe('the save queue', () => {
  it('keeps saves in the order the member made them and sends the oldest first', () => {
    expect(EMPTY_SAVE_QUEUE.items).toEqual([]);
    const queue = fill(save('1', 'language'), save('2', 'country'), save('3', 'region'));
    expect(steps(queue)).toEqual(['language:key_1', 'country:key_2', 'region:key_3']);
    expect(nextSave(queue)?.key).toBe('key_1');
  });

  it('lets a later save of a step replace its unsent save only when it is the last one', () => {
    const replaced = fill(save('1', 'language'), save('2', 'country'), save('3', 'country', { country: 'CA' }));
    expect(steps(replaced)).toEqual(['language:key_1', 'country:key_3']);
    expect(replaced.items[1].answers).toEqual({ country: 'CA' });
    // Replacing the earlier language save would send it before the country one, which the member answered first.
    const kept = fill(save('1', 'language'), save('2', 'country'), save('3', 'language'));
    expect(steps(kept)).toEqual(['language:key_1', 'country:key_2', 'language:key_3']);
  });

  it('never replaces a save already sent: the server may have applied it', () => {
    const sent = markSent(fill(save('1', 'country')), 'key_1');
    expect(sent.items[0].sent).toBe(true);
    expect(steps(enqueueSave(sent, save('2', 'country')))).toEqual(['country:key_1', 'country:key_2']);
  });

  it('drops a save only once the server acknowledged it, and ignores an acknowledgement it does not hold', () => {
    const queue = fill(save('1', 'language'), save('2', 'country'));
    expect(steps(ackSave(queue, 'key_9'))).toEqual(['language:key_1', 'country:key_2']);
    const acked = ackSave(markSent(queue, 'key_1'), 'key_1');
    expect(steps(acked)).toEqual(['country:key_2']);
    expect(nextSave(acked)?.key).toBe('key_2');
  });

  it('stops at a refused save; the step saved again goes first, replacing its own older saves, and the rest follow', () => {
    const queue = fill(save('1', 'profile'), save('2', 'about-you'), save('3', 'legal'), save('4', 'profile'));
    const refused = refuseSave(markSent(queue, 'key_1'), 'key_1', 'validation_failed');
    expect(refused.refusal).toEqual({ stepId: 'profile', code: 'validation_failed' });
    expect(nextSave(refused)).toBeUndefined();
    // Another step saved meanwhile waits behind the refusal too.
    const other = enqueueSave(refused, save('5', 'hipaa'));
    expect(nextSave(other)).toBeUndefined();
    const resaved = enqueueSave(other, save('6', 'profile', { firstName: 'Ana' }));
    expect(resaved.refusal).toBeUndefined();
    expect(steps(resaved)).toEqual(['profile:key_6', 'about-you:key_2', 'legal:key_3', 'hipaa:key_5']);
    expect(nextSave(resaved)?.answers).toEqual({ firstName: 'Ana' });
  });

  it('refuses to hold two saves under one key', () => {
    const queue = fill(save('1', 'language'), save('2', 'country'));
    expect(steps(enqueueSave(queue, save('1', 'region')))).toEqual(['language:key_1', 'country:key_2']);
  });

  it('gives the answers still waiting, the latest of each step', () => {
    const queue = fill(save('1', 'language', { language: 'EN' }), save('2', 'country', { country: 'US' }), save('3', 'language', { language: 'ES' }));
    expect(pendingAnswers(queue)).toEqual({ language: { language: 'ES' }, country: { country: 'US' } });
    expect(pendingAnswers(EMPTY_SAVE_QUEUE)).toEqual({});
  });
});

describe('the stored save queue', () => {
  it('comes back from storage as it was written', () => {
    const queue = refuseSave(markSent(fill(save('1', 'profile'), save('2', 'legal', { termsConsent: true })), 'key_1'), 'key_1', 'step_unreachable');
    expect(parseSaveQueue(JSON.parse(JSON.stringify(queue)))).toEqual(queue);
  });

  it.each([
    ['nothing', undefined],
    ['a string that is not JSON', '{"items": [tru'],
    ['an array', [1, 2]],
    ['items that are not a list', { items: 'many' }],
    ['null', null],
  ])('reads %s as an empty queue', (_case, raw) => {
    expect(parseSaveQueue(raw)).toEqual(EMPTY_SAVE_QUEUE);
  });

  it('drops malformed items and a second item under a key already read, keeping the others in order', () => {
    const raw = {
      items: [
        save('1', 'language'),
        { key: 'key_2', stepId: 'country' },
        { key: 3, stepId: 'region', answers: {} },
        { key: 'key_4', stepId: 'region', answers: [] },
        { ...save('1', 'timezone') },
        { ...save('5', 'profile'), sent: 'yes' },
        { key: 'key_6', stepId: '__proto__', answers: {} },
        save('7', 'legal'),
      ],
      refusal: { stepId: 42 },
    };
    const queue = parseSaveQueue(raw);
    expect(steps(queue)).toEqual(['language:key_1', 'profile:key_5', 'legal:key_7']);
    expect(queue.items[1].sent).toBe(false);
    expect(queue.refusal).toBeUndefined();
  });

  it('keeps a huge queue whole and in order', () => {
    const many = Array.from({ length: 20_000 }, (_, n) => save(String(n), n % 2 === 0 ? 'language' : 'country'));
    const queue = parseSaveQueue(JSON.parse(JSON.stringify({ items: many })));
    expect(queue.items).toHaveLength(20_000);
    expect(queue.items[19_999].key).toBe('key_19999');
    expect(nextSave(queue)?.key).toBe('key_0');
  });
});
