import type { Database } from '../../src/server/db/database';

/** The staff audit rows of one action, as a test reads them back: who did it, to which enrolment. */
export async function auditRows(db: Database, action: string): Promise<{ staff_name: string; enrolment_id: string }[]> {
  return (await db.query<{ staff_name: string; enrolment_id: string }>('select staff_name, enrolment_id from staff_audit where action = $1 order by id', [action])).rows;
}
