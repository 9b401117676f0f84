-- Step saves apply in the member's order: the highest Save-Sequence acknowledged, raised in the save's own statement,
-- which writes only while it is still below the save's sequence (docs/decisions/save-order.md).
alter table enrolments add column last_save_sequence bigint not null default 0 check (last_save_sequence >= 0);

-- The first answer to each step save by Idempotency-Key, so a repeated save is answered again rather than applied
-- again; the save statement keeps the newest 50 of an enrolment (a key older than those is refused as stale by order).
create table save_requests (
  enrolment_id uuid not null references enrolments(id) on delete cascade,
  idempotency_key text not null,
  response jsonb not null,
  saved_at timestamptz not null,
  primary key (enrolment_id, idempotency_key)
);
create index save_requests_newest on save_requests (enrolment_id, saved_at desc);
