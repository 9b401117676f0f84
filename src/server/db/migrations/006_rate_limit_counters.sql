-- Rate-limit counters shared by every node: one row per limited key and fixed window.
create table rate_limit_counters (
  key text primary key,
  window_start timestamptz not null,
  hits integer not null
);
create index rate_limit_counters_window on rate_limit_counters (window_start);
