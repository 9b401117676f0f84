import type { Queryable } from '../db/database';

/** A consent's latest recorded decision. */
export type ConsentStanding = 'accepted' | 'declined' | 'withdrawn';

/**
 * The consents in force for an enrolment: each consent's LATEST receipt event, so a withdrawal recorded after an
 * acceptance wins. Whatever asks "may we use this member's data for X" reads this, never the step answers.
 */
export async function consentsInForce(db: Queryable, enrolmentId: string): Promise<Record<string, ConsentStanding>> {
  const { rows } = await db.query<{ consent_id: string; decision: ConsentStanding }>(
    'select distinct on (consent_id) consent_id, decision from consent_decisions where enrolment_id = $1 order by consent_id, id desc',
    [enrolmentId],
  );
  return Object.fromEntries(rows.map((r) => [r.consent_id, r.decision]));
}
