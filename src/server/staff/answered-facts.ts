import type { Queryable } from '../db/database';

/**
 * Records which answer field holds the member's country (the flow's country field), so the trigger of migration 023
 * keeps each enrolment's answered country from it. A node whose flow renamed the field recomputes every enrolment's
 * country in the same statement (so atomically, without a transaction of its own); an unchanged name writes nothing.
 */
export async function recordMarketField(db: Queryable, field: string): Promise<void> {
  await db.query(`
    with renamed as (update listing_settings set market_field = $1 where market_field <> $1 returning market_field)
    update enrolments e set answered_country = (select sa.answers->>$1 from step_answers sa
      where sa.enrolment_id = e.id and sa.answers->>$1 is not null order by sa.step_id limit 1)
    where exists (select 1 from renamed)`, [field]);
}
