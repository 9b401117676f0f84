import type { Database } from './db/database';
import { databaseRateLimitStore } from './rate-limit-store';
import { openTestDatabase } from '../../test/support/test-database';
import { postgresUrl } from '../../test/support/postgres-url';

// Two nodes counting the same keys at the same moment, each batch in the order its requests arrived.
let db: Database;
beforeAll(async () => {
  postgresUrl();
  db = await openTestDatabase();
});
afterAll(() => db.close());

type Store = { incr(key: string, callback: (error: Error | null, result?: { current: number }) => void, window: number, max: number): void };
const node = (): Store => new (databaseRateLimitStore(db))('memberAddress');
const count = (store: Store, key: string) =>
  new Promise<number | Error>((resolve) => store.incr(key, (error, result) => resolve(error ?? result?.current ?? 0), 60_000, 1_000));

describe('databaseRateLimitStore on PostgreSQL, two nodes at once', () => {
  it('counts batches of the same keys sent in opposite orders without a deadlock', async () => {
    const [first, second] = [node(), node()];
    const rounds = 12;
    const outcomes: (number | Error)[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const keys = Array.from({ length: 60 }, (_, i) => `r${round}-k${i}`);
      // Same turn of the event loop: each node sends its keys as one statement, one node's in reverse.
      outcomes.push(...(await Promise.all([...keys.map((key) => count(first, key)), ...[...keys].reverse().map((key) => count(second, key))])));
    }
    const failures = outcomes.filter((outcome): outcome is Error => outcome instanceof Error);
    expect(failures.map((error) => `${(error as Error & { code?: string }).code ?? ''} ${error.message}`)).toEqual([]);
    const { rows } = await db.query<{ hits: number; keys: number }>("select hits, count(*)::int as keys from rate_limit_counters where key like 'memberAddress|r%' group by hits");
    expect(rows).toEqual([{ hits: 2, keys: rounds * 60 }]);
  });
});
