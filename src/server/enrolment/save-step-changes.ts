import type { Answers, StepAnswers } from '../../flow/flow-types';
import type { Queryable } from '../db/database';
import type { ConsentReceipt } from '../consents/consent-receipts';
import type { FunnelWrite } from '../funnel/funnel-rows';
import type { PathFacts } from './path-facts';

/** What a step save writes: steps whose answers are dropped, steps whose answers changed, and the consent receipts of the step. */
export interface StepChanges {
  dropped: string[];
  changed: Answers;
  receipts: ConsentReceipt[];
}

function sameAnswers(a: StepAnswers | undefined, b: StepAnswers): boolean {
  if (!a) return false;
  const keys = Object.keys(b);
  return keys.length === Object.keys(a).length && keys.every((key) => a[key] === b[key]);
}

/** The difference between the saved answers and the new ones: only steps that changed are written. */
export function answerChanges(before: Answers, after: Answers, receipts: ConsentReceipt[]): StepChanges {
  const dropped = Object.keys(before).filter((stepId) => !(stepId in after));
  const changed = Object.fromEntries(Object.entries(after).filter(([stepId, answers]) => !sameAnswers(before[stepId], answers)));
  return { dropped, changed, receipts };
}

// The newest saves of an enrolment whose answers a repeated Idempotency-Key gets again; an older repeat is still refused
// by its Save-Sequence, so forgetting it never applies it twice.
const REMEMBERED_SAVES = 50;

// One statement, so it is atomic without a transaction and costs one round trip whatever it writes. A receipt
// is only recorded when it differs from the latest decision on that consent: saving the same decision on the
// same text again is not a new decision. Data-modifying CTEs run whether or not the final query reads them.
// The guard locks the enrolment row and writes only while it is still open on the flow version the answers were
// checked against: a version move or a submit (both lock the row for update) that committed meanwhile leaves the
// save unwritten, to be checked again; one that comes later waits for the save and sees it. The lock is
// self-exclusive (no key update), so a transaction that later locks the row for update (a booking) upgrades it
// without two holders; foreign-key checks (key share) are not blocked. With a Save-Sequence ($12) the guard also
// requires the enrolment's acknowledged sequence to be below it, and the same statement raises it: a save waiting on
// the lock re-reads the row once the holder commits, so an older save that arrives last writes nothing.
// Both updates of the enrolment row (funnel position, sequence) are one UPDATE: a statement may update a row once.
const SAVE_STEP_CHANGES = `
with guard as (
  select id from enrolments where id = $1::uuid and status = 'in_progress' and flow_hash is not distinct from $8
    and ($12::bigint is null or last_save_sequence < $12::bigint) for no key update
),
dropped as (
  delete from step_answers where enrolment_id = (select id from guard) and step_id = any($2::text[])
),
changed as (
  insert into step_answers (enrolment_id, step_id, answers)
  select g.id, key, value from guard g, jsonb_each($3::jsonb)
  on conflict (enrolment_id, step_id) do update set answers = excluded.answers, updated_at = now()
),
latest as (
  select distinct on (consent_id) consent_id, decision, shown_sha256
  from consent_decisions where enrolment_id = $1::uuid order by consent_id, id desc
),
receipts as (
  insert into consent_decisions (enrolment_id, consent_id, document, document_variant, decision, locale, flow_version, document_url, document_version, shown_sha256, decided_at, decided_by)
  select g.id, r.receipt->>'consentId', r.receipt->>'document', r.receipt->>'documentVariant', r.receipt->>'decision', $5, $6,
         r.receipt->>'documentUrl', r.receipt->>'documentVersion', r.receipt->>'shownSha256', $7::timestamptz, r.receipt->>'decidedBy'
  from guard g, jsonb_array_elements($4::jsonb) with ordinality as r(receipt, n)
  left join latest l on l.consent_id = r.receipt->>'consentId'
  where l.consent_id is null or l.decision <> r.receipt->>'decision' or coalesce(l.shown_sha256, '') <> r.receipt->>'shownSha256'
  order by r.n
),
moved as (
  update enrolments set
    funnel_step = case when $9::jsonb is null then funnel_step else $10::text end,
    funnel_sent_at = case when $9::jsonb is null then funnel_sent_at else $7::timestamptz end,
    funnel_furthest = case when $9::jsonb is null then funnel_furthest else $11::integer end,
    last_save_sequence = coalesce($12::bigint, last_save_sequence),
    path_facts = coalesce($15::jsonb, path_facts)
  where id = (select id from guard) and ($9::jsonb is not null or $12::bigint is not null or $15::jsonb is not null)
),
remembered as (
  insert into save_requests (enrolment_id, idempotency_key, response, saved_at)
  select g.id, $13::text, $14::jsonb, $7::timestamptz from guard g where $13::text is not null
  on conflict do nothing
),
forgotten as (
  delete from save_requests where enrolment_id = (select id from guard) and $13::text is not null and idempotency_key in (
    select idempotency_key from save_requests where enrolment_id = $1::uuid order by saved_at desc, idempotency_key desc offset ${REMEMBERED_SAVES - 1}
  )
),
funnel_counted as (
  insert into funnel_counts (day, flow_hash, step_id, language, device, measure, bucket, count)
  select c.day, c.flow_hash, c.step_id, c.language, c.device, c.measure, c.bucket, 1
  from guard g, jsonb_to_recordset(coalesce($9::jsonb, '[]'::jsonb))
    as c(day date, flow_hash text, step_id text, language text, device text, measure text, bucket text)
)
select count(*)::int as written from guard`;

/** Where a save stands in the member's order: its Save-Sequence, its Idempotency-Key and the answer to remember for it. */
export interface SaveOrder {
  sequence?: number;
  key?: string;
  answer: unknown;
}

/** What a save's statement records beside the answers. */
export interface SaveContext {
  locale: string;
  flowVersion: string;
  flowHash: string | null;
  now: Date;
  funnel?: FunnelWrite;
  order?: SaveOrder;
  /** The path's facts after the save, fixed in the member's day and zone (enrolments.path_facts). */
  facts?: PathFacts;
}

/**
 * Writes a step save's changes in one statement (answers deleted and upserted, new consent receipts
 * appended); nothing at all when nothing changed and the step has no consent. False, with nothing written, when the
 * enrolment is no longer open on `flowHash` (the version the answers were checked against). With `funnel`, the same
 * statement appends the save's funnel counts and moves the enrolment's funnel position. With `order`, it writes only while
 * the enrolment's acknowledged Save-Sequence is below the save's (false otherwise), raises it, and remembers the answer
 * under the Idempotency-Key. An unordered save that changes nothing
 * writes nothing and is not counted: it stays the one statement that touched the session.
 */
export async function saveStepChanges(db: Queryable, enrolmentId: string, changes: StepChanges, context: SaveContext): Promise<boolean> {
  const { funnel, order } = context;
  // An ordered save that changes nothing still raises the sequence: an older save must not come back behind it.
  if (!order?.sequence && changes.dropped.length === 0 && Object.keys(changes.changed).length === 0 && changes.receipts.length === 0) return true;
  const { facts } = context;
  const { rows } = await db.query<{ written: number }>(SAVE_STEP_CHANGES, [
    enrolmentId, changes.dropped, JSON.stringify(changes.changed), JSON.stringify(changes.receipts), context.locale, context.flowVersion, context.now.toISOString(), context.flowHash,
    funnel ? JSON.stringify(funnel.rows) : null, funnel?.position.step ?? null, funnel?.position.furthest ?? null,
    order?.sequence ?? null, order?.key ?? null, order?.key ? JSON.stringify(order.answer) : null, facts ? JSON.stringify(facts) : null,
  ]);
  return rows[0].written === 1;
}
