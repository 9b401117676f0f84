-- The order in which flow versions were published, shared by every node: an open enrolment only ever moves to a
-- version published after its own (a rolling deploy serves old and new versions side by side, never backwards).
-- Versions published before this migration keep the order they were first served in.
alter table flow_versions add column published_seq bigint;
update flow_versions f set published_seq = o.n
  from (select hash, row_number() over (order by first_served_at, hash) as n from flow_versions) o
  where f.hash = o.hash;
create sequence flow_versions_published_seq owned by flow_versions.published_seq;
select setval('flow_versions_published_seq', (select coalesce(max(published_seq), 0) + 1 from flow_versions), false);
alter table flow_versions alter column published_seq set default nextval('flow_versions_published_seq');
alter table flow_versions alter column published_seq set not null;
create unique index flow_versions_published_seq_key on flow_versions (published_seq);
