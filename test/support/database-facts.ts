import type { Database } from '../../src/server/db/database';
import type { Answers } from '../../src/flow/flow-types';

/** What the database holds about one enrolment, read as an auditor would. */
export async function databaseFacts(db: Database, enrolmentId: string) {
  const q = async <T>(sql: string) => (await db.query<T>(sql, [enrolmentId])).rows;
  const answers = Object.fromEntries((await q<{ step_id: string; answers: Answers[string] }>('select step_id, answers from step_answers where enrolment_id = $1')).map((r) => [r.step_id, r.answers]));
  const consents = (await q<{ consent_id: string; decision: string }>('select consent_id, decision from consent_decisions where enrolment_id = $1 order by id')).map((r) => `${r.consent_id}:${r.decision}`);
  const bookings = await q<{ status: string; unit: string; market: string; start_at: Date | string }>('select b.status, c.unit, c.market, b.start_at from bookings b join clinicians c on c.id = b.clinician_id where b.enrolment_id = $1 order by b.id');
  const active = bookings.filter((b) => b.status === 'active').map((b) => ({ unit: b.unit, market: b.market, start: new Date(b.start_at).toISOString() }));
  const [enrolment] = await q<{ status: string; patient_state: string | null }>('select status, patient_state from enrolments where id = $1');
  const history = await q<{ to_state: string }>('select to_state from patient_state_history where enrolment_id = $1');
  return { answers, consents, active, enrolment, history: history.map((h) => h.to_state) };
}
