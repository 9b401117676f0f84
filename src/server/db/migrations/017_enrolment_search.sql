-- Staff search of enrolments (care-team console): by name, email, phone (E.164, as saved), birth date or id.
-- Trigram GIN on the lower-cased name and email makes a substring search an index scan; btree serves the exact
-- phone and birth date. The expressions are the ones src/server/staff/enrolment-search-sql.ts queries, word for word.
-- The extension lives in public so that every schema (tests isolate one each) finds its operator class there.
create extension if not exists pg_trgm with schema public;
create index step_answers_search_text on step_answers using gin (
  (lower(coalesce(answers->>'firstName', '') || ' ' || coalesce(answers->>'lastName', '') || ' ' || coalesce(answers->>'email', ''))) public.gin_trgm_ops
);
create index step_answers_search_phone on step_answers ((answers->>'phone'));
create index step_answers_search_birth_date on step_answers ((answers->>'dateOfBirth'));

-- What was searched for is audited as an HMAC-SHA256 under this key, never as the value: the same search gives the
-- same hash (an investigation can ask "who searched for this member?") but the log alone does not reveal it.
create table search_hash_key (
  only_row boolean primary key default true check (only_row),
  hmac_key text not null
);
insert into search_hash_key (hmac_key) values (replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));
alter table staff_audit add column search_hash text check (search_hash is null or search_hash ~ '^[0-9a-f]{64}$');
