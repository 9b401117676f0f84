-- Every flow version the server has served, by content hash; enrolments keep the version they started on.
create table flow_versions (
  hash text primary key,
  flow_id text not null,
  version_label text not null,
  definition jsonb not null,
  first_served_at timestamptz not null default now()
);
alter table enrolments add column flow_hash text references flow_versions(hash);
