import { Client } from 'pg';
import type { Database } from './database';
import { openPostgresDatabase } from './postgres-database';
import { openTestDatabase } from '../../../test/support/test-database';
import { postgresUrl } from '../../../test/support/postgres-url';

let db: Database;
beforeAll(async () => {
  postgresUrl();
  db = await openTestDatabase();
  await db.exec("create table accounts (id text primary key, balance int not null); insert into accounts values ('a', 0), ('b', 0)");
});
afterAll(() => db.close());

/** A promise with its resolve, so two transactions can wait for each other at a chosen point. */
const gate = () => {
  let open = () => undefined as void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
};

describe('openPostgresDatabase: deadlocks are retried inside the call', () => {
  it('commits both of two transactions that lock the same rows in opposite orders', async () => {
    expect((await db.query('select id, balance from accounts order by id')).rows).toEqual([{ id: 'a', balance: 0 }, { id: 'b', balance: 0 }]);
    const [aLocked, bLocked] = [gate(), gate()];
    let runs = 0;
    // Each takes its first row, waits until the other holds its own, then asks for the other's: PostgreSQL
    // sees the cycle and aborts one of them with 40P01.
    const transfer = (first: string, second: string, mine: ReturnType<typeof gate>, theirs: ReturnType<typeof gate>) =>
      db.transaction(async (tx) => {
        runs += 1;
        await tx.query('update accounts set balance = balance + 1 where id = $1', [first]);
        mine.open();
        await theirs.opened;
        await tx.query('update accounts set balance = balance + 10 where id = $1', [second]);
      });
    const outcomes = await Promise.allSettled([transfer('a', 'b', aLocked, bLocked), transfer('b', 'a', bLocked, aLocked)]);
    expect(outcomes.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'committed'))).toEqual(['committed', 'committed']);
    // The aborted one ran again (three runs in all) and its whole work counted once.
    expect(runs).toBe(3);
    expect((await db.query('select id, balance from accounts order by id')).rows).toEqual([{ id: 'a', balance: 11 }, { id: 'b', balance: 11 }]);
  });
});

describe('openPostgresDatabase: a statement outside a transaction', () => {
  it('runs again after PostgreSQL chose it as a deadlock victim', async () => {
    const other = new Client({ connectionString: postgresUrl() });
    await other.connect();
    try {
      // The other session never looks for deadlocks first, so the statement under test is the one PostgreSQL fails.
      await other.query("set deadlock_timeout = '30s'");
      await other.query('begin');
      await other.query('select pg_advisory_xact_lock(1)');
      const statement = db.query<{ first: string; second: string }>('select pg_advisory_xact_lock(2)::text as first, pg_advisory_xact_lock(1)::text as second');
      // Wait until the statement holds lock 2 and waits for lock 1, then close the cycle.
      const waiting = async () => (await other.query("select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted")).rows[0].n as number;
      while ((await waiting()) === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      const otherWaits = other.query('select pg_advisory_xact_lock(2)').then(() => other.query('commit'));
      await expect(statement).resolves.toEqual({ rows: [{ first: '', second: '' }] });
      await otherWaits;
    } finally {
      await other.end();
    }
  });
});

describe('openPostgresDatabase: every connection busy', () => {
  it('waits a bounded time for a connection, then says the database is unavailable, and serves again once one frees up', async () => {
    const busy = await openPostgresDatabase(postgresUrl(), undefined, 300);
    try {
      expect((await busy.query('select 1 as n')).rows).toEqual([{ n: 1 }]);
      const done = gate();
      const holding: Promise<void>[] = [];
      const held = Array.from({ length: 10 }, () => gate());
      // Ten transactions (the pool's size) hold their connections until the test lets them go.
      for (const holds of held) holding.push(busy.transaction(async () => {
        holds.open();
        await done.opened;
      }));
      await Promise.all(held.map((holds) => holds.opened));
      try {
        // Not a speed check: a pool without a bound would wait for ever, and the test must end to say so.
        const stillWaiting = new Promise((resolve) => setTimeout(() => resolve('still waiting after 10 s'), 10_000).unref());
        const answer = await Promise.race([busy.query('select 1 as n').catch((error: unknown) => error), stillWaiting]);
        expect(answer).toEqual(expect.objectContaining({ name: 'DatabaseUnavailableError', reason: 'timeout exceeded when trying to connect' }));
      } finally {
        done.open();
        await Promise.all(holding);
      }
      expect((await busy.query('select 1 as n')).rows).toEqual([{ n: 1 }]);
    } finally {
      await busy.close();
    }
    // Ten connections opened at once on a CI machine running the browser lane beside took over 30 s once; a test cut
    // off before it lets them go leaves them open and Jest waiting on them for ever.
  }, 120_000);
});
