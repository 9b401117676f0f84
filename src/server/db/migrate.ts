import fs from 'fs';
import path from 'path';
import type { Database } from './database';

const MIGRATIONS_DIR = path.join(__dirname, 'migrations');
// Any fixed number: it only has to be the same on every node so that migrations run one node at a time.
const MIGRATION_LOCK = 72_031_001;

/** Applies the SQL files of db/migrations in name order, each once, under an advisory lock. */
export async function migrate(db: Database, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  // Under the same lock as the migrations: two nodes creating the table at the same moment can collide on PostgreSQL.
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec('create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())');
  });
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const file of files) {
    const sql = fs.readFileSync(path.join(dir, file), 'utf8');
    const ran = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const done = await tx.query('select 1 from schema_migrations where name = $1', [file]);
      if (done.rows.length > 0) return false;
      await tx.exec(sql);
      await tx.query('insert into schema_migrations (name) values ($1)', [file]);
      return true;
    });
    if (ran) applied.push(file);
  }
  return applied;
}
