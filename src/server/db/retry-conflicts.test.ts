import { retryConflicts } from './retry-conflicts';

const sqlError = (code: string, message: string) => Object.assign(new Error(message), { code });
const noPause = () => 0;

describe('retryConflicts', () => {
  it.each([['40P01', 'deadlock detected'], ['40001', 'could not serialize access due to concurrent update']])('runs the work again after %s and answers its result', async (code, message) => {
    const runs: number[] = [];
    const result = await retryConflicts(async () => {
      runs.push(runs.length + 1);
      if (runs.length < 3) throw sqlError(code, message);
      return 'committed';
    }, { attempts: 4, baseDelayMs: 10 }, noPause);
    expect(result).toBe('committed');
    expect(runs).toEqual([1, 2, 3]);
  });

  it('gives up after the policy\'s number of runs and throws the last conflict', async () => {
    let runs = 0;
    const failing = retryConflicts(async () => {
      runs += 1;
      throw sqlError('40P01', `deadlock detected (run ${runs})`);
    }, { attempts: 4, baseDelayMs: 10 }, noPause);
    await expect(failing).rejects.toThrow('deadlock detected (run 4)');
    expect(runs).toBe(4);
  });

  it.each([
    ['a unique violation', sqlError('23505', 'duplicate key value violates unique constraint')],
    ['the database going away', sqlError('57P01', 'terminating connection due to administrator command')],
    ['an error without a code', new Error('boom')],
  ])('does not run the work again after %s', async (_name, error) => {
    let runs = 0;
    await expect(retryConflicts(async () => {
      runs += 1;
      throw error;
    }, { attempts: 4, baseDelayMs: 10 }, noPause)).rejects.toBe(error);
    expect(runs).toBe(1);
  });
});
