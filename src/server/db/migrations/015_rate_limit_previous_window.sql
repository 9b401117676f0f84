-- Limits count over a sliding window: each counter row keeps the window before its current one, weighted by how
-- much of it still lies within the last window's length, so a client cannot send the limit twice across a boundary.
alter table rate_limit_counters add column previous_hits integer not null default 0;
