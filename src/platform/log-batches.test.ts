import type { LogEntry } from './log-entry';
import { createLogBatches, IDLE_FLUSH_MS, MAX_BATCH_ENTRIES } from './log-batches';

const entry = (n: number): LogEntry => ({ event: 'api_call_failed', timestamp: '2024-01-01T00:00:00Z', endpoint: 'other', method: 'GET', status: n, code: 'other' });

function setup(result: () => Promise<void> = () => Promise.resolve()) {
  let ids = 0;
  const sent: (readonly LogEntry[])[] = [];
  const onFailure = jest.fn();
  const batches = createLogBatches({ send: (entries) => { sent.push([...entries]); return result(); }, newId: () => `b${++ids}`, onFailure });
  return { batches, sent, onFailure };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('log batches (docs/spec/states.md#log-batches, docs/spec/constants.md#log-batch-limits)', () => {
  it('uses the spec numbers: 50 entries, 5000 ms', () => {
    expect([MAX_BATCH_ENTRIES, IDLE_FLUSH_MS]).toEqual([50, 5000]);
  });

  it('locks and sends a batch when it reaches 50 entries, and starts a new one for the 51st', async () => {
    const { batches, sent } = setup();
    for (let n = 1; n <= 49; n += 1) batches.add(entry(n));
    expect(sent).toHaveLength(0);
    batches.add(entry(50));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toHaveLength(50);
    batches.add(entry(51));
    expect(batches.batches().map((b) => [b.id, b.entries.length, b.locked])).toEqual([['b1', 50, true], ['b2', 1, false]]);
    await jest.advanceTimersByTimeAsync(0);
    expect(batches.batches().map((b) => b.id)).toEqual(['b2']);
  });

  it('sends all open batches 5000 ms after the last entry, not before', async () => {
    const { batches, sent } = setup();
    batches.add(entry(1));
    await jest.advanceTimersByTimeAsync(4000);
    batches.add(entry(2));
    await jest.advanceTimersByTimeAsync(4999);
    expect(sent).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([[entry(1), entry(2)]]);
    expect(batches.batches()).toEqual([]);
  });

  it('sends open batches at once on flush (page unload) and cancels the idle timer', async () => {
    const { batches, sent } = setup();
    batches.add(entry(1));
    batches.flush();
    expect(sent).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(IDLE_FLUSH_MS);
    expect(sent).toHaveLength(1);
  });

  it('keeps a failed batch locked, reports the failure, and never sends it again', async () => {
    const { batches, sent, onFailure } = setup(() => Promise.reject(new Error('Status code 500')));
    batches.add(entry(1));
    await jest.advanceTimersByTimeAsync(IDLE_FLUSH_MS);
    expect(onFailure).toHaveBeenCalledWith(new Error('Status code 500'));
    expect(batches.batches()).toEqual([{ id: 'b1', entries: [entry(1)], locked: true }]);
    batches.add(entry(2));
    batches.flush();
    await jest.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([[entry(1)], [entry(2)]]);
    expect(batches.batches().map((b) => [b.id, b.locked])).toEqual([['b1', true], ['b2', true]]);
  });

  it('does nothing on flush when no batch is open', () => {
    const { batches, sent } = setup();
    batches.flush();
    expect(sent).toEqual([]);
  });
});
