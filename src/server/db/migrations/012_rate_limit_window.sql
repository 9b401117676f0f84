-- Each counter row carries its window, so one statement can count several limits.
alter table rate_limit_counters add column window_ms double precision;
