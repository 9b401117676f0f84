-- First-party funnel counters: how many enrolments were sent to, saved, re-answered and left each step, and how many
-- submitted, per day, flow version, interface language and device class. Only counts: no enrolment, session,
-- address, answer, user agent or time finer than the day. Rows are only appended (count 1 per event, so a save never
-- waits on another's row lock) and the sweep folds the days before today into one row per key.
create table funnel_counts (
  day date not null,
  flow_version text not null,
  step_id text check (step_id is null or step_id ~ '^[a-z][a-z0-9-]*$'),
  language text not null check (language ~ '^[a-z]{2}-[A-Z]{2}$'),
  device text not null check (device in ('phone', 'tablet', 'desktop')),
  measure text not null check (measure in ('sent', 'saved', 'back', 'left', 'submitted')),
  bucket text check (bucket is null or bucket in ('lt10s', '10to30s', '30to60s', '1to3m', '3to10m', 'gt10m')),
  count integer not null check (count > 0),
  check ((measure = 'submitted') = (step_id is null)),
  check (bucket is null or measure = 'saved')
);
create index funnel_counts_version_day on funnel_counts (flow_version, day);

-- Where the enrolment stands in the funnel (the step it was last sent to, when, the furthest step reached in flow
-- order) and its device class, so a save can bucket its time on the step and the sweep can count a leaver once.
alter table enrolments add column funnel_device text check (funnel_device in ('phone', 'tablet', 'desktop'));
alter table enrolments add column funnel_step text;
alter table enrolments add column funnel_sent_at timestamptz;
alter table enrolments add column funnel_furthest integer;
alter table enrolments add column funnel_left_counted boolean not null default false;
create index enrolments_funnel_open on enrolments (funnel_sent_at) where status = 'in_progress' and not funnel_left_counted;
