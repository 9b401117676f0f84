-- Answers a newer flow version no longer accepts: moved out of step_answers when an open
-- enrolment moves to the version the server serves, kept here so nothing the member typed is lost.
create table superseded_answers (
  id bigserial primary key,
  enrolment_id uuid not null references enrolments(id) on delete cascade,
  step_id text not null,
  answers jsonb not null,
  from_flow_hash text,
  to_flow_hash text not null,
  superseded_at timestamptz not null
);
create index superseded_answers_enrolment on superseded_answers (enrolment_id);

