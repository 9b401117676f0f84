-- Care-team console: staff sign-in sessions (the token's hash, never the token), the reason of a
-- manual transition, and the append-only audit log of every staff read and change (HIPAA 164.312(b)).
create table staff_sessions (
  token_hash text primary key,
  staff_name text not null,
  created_at timestamptz not null,
  last_seen_at timestamptz not null
);
create index staff_sessions_last_seen on staff_sessions (last_seen_at);

alter table patient_state_history add column reason text check (reason is null or char_length(reason) <= 500);

-- Who did what, when; no member data (no names, answers or states), only the enrolment id. No foreign key: the
-- log outlives the rows it names.
create table staff_audit (
  id bigserial primary key,
  staff_name text not null,
  action text not null,
  enrolment_id uuid,
  at timestamptz not null
);
create index staff_audit_at on staff_audit (at, id);

create function refuse_audit_change() returns trigger language plpgsql as $$
begin
  raise exception 'staff_audit rows are append-only (% refused)', tg_op;
end;
$$;
create trigger staff_audit_append_only before update or delete on staff_audit
  for each row execute function refuse_audit_change();
create trigger staff_audit_no_truncate before truncate on staff_audit
  for each statement execute function refuse_audit_change();
