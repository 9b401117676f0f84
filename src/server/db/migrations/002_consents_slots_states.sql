-- Consent receipts: what was shown and where it came from; rows are append-only (a trigger refuses change).
alter table consent_decisions add column document_url text;
alter table consent_decisions add column document_version text;
alter table consent_decisions add column shown_sha256 text;

create function refuse_consent_change() returns trigger language plpgsql as $$
begin
  raise exception 'consent_decisions rows are append-only (% refused)', tg_op;
end;
$$;
create trigger consent_decisions_append_only before update or delete on consent_decisions
  for each row execute function refuse_consent_change();

-- The client time zone report (docs/spec/entities.md#client-time-zone-report).
alter table enrolments add column client_timezone integer check (client_timezone between -900 and 900);
alter table enrolments add column client_is_dst boolean;

-- Submit responses by Idempotency-Key, so a retried or raced submit answers the same.
create table submit_requests (
  enrolment_id uuid not null references enrolments(id) on delete cascade,
  idempotency_key text not null,
  response jsonb not null,
  created_at timestamptz not null default now(),
  primary key (enrolment_id, idempotency_key)
);

-- Clinicians and their working week, in their own zone; minutes from midnight, ISO weekdays (1 = Monday).
create table clinicians (
  id serial primary key,
  unit text not null check (unit in ('bloom', 'move', 'thrive', 'mind')),
  market text not null check (market in ('US', 'CA', 'UK', 'EU', 'OTHER')),
  timezone text not null,
  day_start_minute smallint not null check (day_start_minute between 0 and 1439),
  day_end_minute smallint not null check (day_end_minute between 1 and 1440),
  weekdays smallint[] not null,
  slot_minutes smallint not null default 60 check (slot_minutes between 15 and 240),
  check (day_end_minute > day_start_minute)
);

-- A booking holds one clinician at one start time. The partial unique index is the guarantee that two
-- members can never hold the same clinician at the same time (slots of a clinician never overlap: they
-- are cut from the day start in whole slot lengths).
create table bookings (
  id bigserial primary key,
  enrolment_id uuid not null references enrolments(id) on delete cascade,
  clinician_id integer not null references clinicians(id),
  start_at timestamptz not null,
  end_at timestamptz not null,
  status text not null default 'active' check (status in ('active', 'cancelled')),
  created_at timestamptz not null default now(),
  check (end_at > start_at)
);
create unique index bookings_one_member_per_clinician_time on bookings (clinician_id, start_at) where status = 'active';
create unique index bookings_one_active_per_enrolment on bookings (enrolment_id) where status = 'active';

-- Every change of patient state: from, to, when and by which staff token (or 'system').
create table patient_state_history (
  id bigserial primary key,
  enrolment_id uuid not null references enrolments(id) on delete cascade,
  from_state text,
  to_state text not null,
  changed_by text not null,
  changed_at timestamptz not null default now()
);
create index patient_state_history_enrolment on patient_state_history (enrolment_id, id);
