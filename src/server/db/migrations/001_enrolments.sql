-- Enrolments: one per member going through the flow. No patient data lives in this table's keys or URLs.
create table enrolments (
  id uuid primary key,
  session_hash text not null unique,
  flow_id text not null,
  flow_version text not null,
  locale text not null,
  presets jsonb not null default '{}'::jsonb,
  status text not null default 'in_progress' check (status in ('in_progress', 'submitted')),
  patient_state text check (patient_state is null or patient_state ~ '^[a-z]+(_[a-z]+)*_[0-9]+$'),
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  submitted_at timestamptz
);

-- The answers of each step, saved as the member goes; replaced when a step is saved again.
create table step_answers (
  enrolment_id uuid not null references enrolments(id) on delete cascade,
  step_id text not null,
  answers jsonb not null,
  updated_at timestamptz not null default now(),
  primary key (enrolment_id, step_id)
);

-- One row per consent decision at submit time; rows are only ever inserted.
create table consent_decisions (
  id bigserial primary key,
  enrolment_id uuid not null references enrolments(id) on delete cascade,
  consent_id text not null,
  document text,
  decision text not null check (decision in ('accepted', 'declined')),
  locale text not null,
  flow_version text not null,
  decided_at timestamptz not null default now()
);
create index consent_decisions_enrolment on consent_decisions (enrolment_id);
