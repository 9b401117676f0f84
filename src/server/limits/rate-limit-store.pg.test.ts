import type { Database } from '../db/database';
import { databaseRateLimitStore } from './rate-limit-store';
import { openTestDatabase } from '../../../test/support/test-database';
import { postgresUrl } from '../../../test/support/postgres-url';

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

  it('rolls a key whose window ended once, however many nodes count it at the same moment', async () => {
    const [first, second] = [node(), node()];
    expect((await db.query("select 1 from rate_limit_counters where key = 'memberAddress|roll'")).rows).toEqual([]);
    await Promise.all(Array.from({ length: 5 }, () => count(first, 'roll')));
    // The window ended a second ago, as the database's clock sees it.
    await db.query("update rate_limit_counters set window_start = window_start - interval '61 seconds' where key = 'memberAddress|roll'");
    const counts = await Promise.all(Array.from({ length: 40 }, (_, i) => count(i % 2 ? first : second, 'roll')));
    expect(counts.filter((c) => c instanceof Error)).toEqual([]);
    const { rows } = await db.query<{ hits: number; previous_hits: number }>("select hits, previous_hits from rate_limit_counters where key = 'memberAddress|roll'");
    expect(rows).toEqual([{ hits: 40, previous_hits: 5 }]);
  });
});
