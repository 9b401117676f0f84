-- The flags an enrolment started with (resolved at start), so later flag changes apply to new enrolments only.
-- Null for enrolments started before this column: they follow the server's current flags, as they did.
alter table enrolments add column flags jsonb;
