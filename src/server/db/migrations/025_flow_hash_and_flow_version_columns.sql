-- One word per concept: funnel_counts.flow_version has always held the flow hash (the content hash of the flow JSON)
-- and flow_versions.version_label the flow version (the label staff publish). They get their glossary names.
-- During a rolling deploy nodes of the previous release still read and write the old names, so for one release both
-- exist and a row written under either name carries the value under both; the release after drops the old columns.
alter table funnel_counts add column flow_hash text;
update funnel_counts set flow_hash = flow_version;
alter table flow_versions add column flow_version text;
update flow_versions set flow_version = version_label;

create function funnel_counts_both_names() returns trigger language plpgsql as $$
begin
  new.flow_hash := coalesce(new.flow_hash, new.flow_version);
  new.flow_version := coalesce(new.flow_version, new.flow_hash);
  return new;
end;
$$;
create trigger funnel_counts_both_names before insert on funnel_counts
  for each row execute function funnel_counts_both_names();

create function flow_versions_both_names() returns trigger language plpgsql as $$
begin
  new.flow_version := coalesce(new.flow_version, new.version_label);
  new.version_label := coalesce(new.version_label, new.flow_version);
  return new;
end;
$$;
create trigger flow_versions_both_names before insert on flow_versions
  for each row execute function flow_versions_both_names();

alter table funnel_counts alter column flow_hash set not null;
alter table flow_versions alter column flow_version set not null;
create index funnel_counts_hash_day on funnel_counts (flow_hash, day);
