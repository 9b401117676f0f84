import fs from 'fs';
import path from 'path';
import type { Database } from './database';
import { migrate } from './migrate';
import { openPgliteDatabase } from './pglite-database';
import { tempDir } from '../../../test/support/temp-dir';

// The columns named for the flow hash and the flow version replace the old names without a gap: rows written before
// the migration carry over, and during a rolling deploy a node of the previous release (old names) and a node of
// this one (new names) read each other's rows.
const MIGRATIONS = path.join(__dirname, 'migrations');
const NEW = '025_flow_hash_and_flow_version_columns.sql';
let db: Database;
let earlier: string;

beforeAll(async () => {
  earlier = tempDir('migrations-before-flow-hash-');
  for (const file of fs.readdirSync(MIGRATIONS).filter((name) => name.endsWith('.sql') && name < NEW)) fs.copyFileSync(path.join(MIGRATIONS, file), path.join(earlier, file));
  db = await openPgliteDatabase();
  await migrate(db, earlier);
  // Written by the previous release before it migrated.
  await db.query("insert into flow_versions (hash, flow_id, version_label, definition) values ('00000000000000aa', 'onboarding', '2026-10-rc1', '{}')");
  await db.query("insert into funnel_counts (day, flow_version, step_id, language, device, measure, count) values ('2026-11-02', '00000000000000aa', 'country', 'en-US', 'phone', 'sent', 3)");
  expect(await migrate(db)).toEqual([NEW]);
});
afterAll(() => db.close());

const one = async (sql: string) => (await db.query<Record<string, unknown>>(sql)).rows;

it('carries the rows written before the migration over to the new names', async () => {
  expect(await one("select flow_version, version_label from flow_versions where hash = '00000000000000aa'")).toEqual([{ flow_version: '2026-10-rc1', version_label: '2026-10-rc1' }]);
  expect(await one("select flow_hash, flow_version from funnel_counts where day = '2026-11-02'")).toEqual([{ flow_hash: '00000000000000aa', flow_version: '00000000000000aa' }]);
});

it('lets a node of the previous release and one of this release read what the other wrote', async () => {
  await db.query("insert into flow_versions (hash, flow_id, version_label, definition) values ('00000000000000bb', 'onboarding', 'old-node', '{}')");
  await db.query("insert into flow_versions (hash, flow_id, flow_version, definition) values ('00000000000000cc', 'onboarding', 'new-node', '{}')");
  expect(await one("select hash, flow_version, version_label from flow_versions where hash in ('00000000000000bb', '00000000000000cc') order by hash")).toEqual([
    { hash: '00000000000000bb', flow_version: 'old-node', version_label: 'old-node' },
    { hash: '00000000000000cc', flow_version: 'new-node', version_label: 'new-node' },
  ]);
  await db.query("insert into funnel_counts (day, flow_version, step_id, language, device, measure, count) values ('2026-11-03', '00000000000000bb', 'country', 'en-US', 'phone', 'sent', 1)");
  await db.query("insert into funnel_counts (day, flow_hash, step_id, language, device, measure, count) values ('2026-11-03', '00000000000000cc', 'country', 'en-US', 'phone', 'sent', 1)");
  expect(await one("select flow_hash, flow_version from funnel_counts where day = '2026-11-03' order by flow_hash")).toEqual([
    { flow_hash: '00000000000000bb', flow_version: '00000000000000bb' },
    { flow_hash: '00000000000000cc', flow_version: '00000000000000cc' },
  ]);
});

it('still refuses a row that names neither', async () => {
  await expect(db.query("insert into funnel_counts (day, step_id, language, device, measure, count) values ('2026-11-04', 'country', 'en-US', 'phone', 'sent', 1)")).rejects.toThrow(/null/);
  await expect(db.query("insert into flow_versions (hash, flow_id, definition) values ('00000000000000dd', 'onboarding', '{}')")).rejects.toThrow(/null/);
});
