import { openPgliteDatabase } from './pglite-database';
import type { Database } from './database';

let db: Database;
beforeAll(async () => {
  db = await openPgliteDatabase();
  await db.exec('create table kinds (id int primary key, doc jsonb, at timestamptz, ok boolean, label text, tags text[])');
});
afterAll(() => db.close());

const SELECT = 'select id, doc, at, ok, label, tags from kinds where id = $1';

describe('openPgliteDatabase: prepared statements', () => {
  it('reads a row the same on every run of a statement, each value by its column type', async () => {
    expect((await db.query(SELECT, [1])).rows).toEqual([]);
    await db.query('insert into kinds values ($1, $2, $3, $4, $5, $6)', [1, JSON.stringify({ a: [1, 'x'] }), '2026-11-23T12:00:00Z', true, 'é "quoted"', ['a', 'b,c']]);
    await db.query('insert into kinds values ($1, $2, $3, $4, $5, $6)', [2, null, null, null, null, null]);
    const expected = [{ id: 1, doc: { a: [1, 'x'] }, at: new Date('2026-11-23T12:00:00Z'), ok: true, label: 'é "quoted"', tags: ['a', 'b,c'] }];
    // The first run prepares the statement; later runs reuse its row description.
    for (let run = 0; run < 3; run += 1) expect((await db.query(SELECT, [1])).rows).toEqual(expected);
    expect((await db.query(SELECT, [2])).rows).toEqual([{ id: 2, doc: null, at: null, ok: null, label: null, tags: null }]);
  });

  it('names the columns of a statement with several result columns of one name as PostgreSQL does (the last wins)', async () => {
    for (let run = 0; run < 2; run += 1) expect((await db.query('select 1 as n, 2 as n')).rows).toEqual([{ n: 2 }]);
  });

  it('returns no rows for a statement that returns none, on every run', async () => {
    for (let run = 0; run < 2; run += 1) expect((await db.query('update kinds set ok = $2 where id = $1', [1, false])).rows).toEqual([]);
    expect((await db.query('select ok from kinds where id = $1', [1])).rows).toEqual([{ ok: false }]);
  });

  it('reads the rows of a statement run inside a transaction as outside it', async () => {
    const rows = await db.transaction(async (tx) => (await tx.query(SELECT, [1])).rows);
    expect(rows).toEqual([expect.objectContaining({ id: 1, ok: false })]);
  });
});
