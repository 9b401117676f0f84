-- Each counter row carries its window, so one statement can count several limits (issue 10, promise 8).
alter table rate_limit_counters add column window_ms double precision;
