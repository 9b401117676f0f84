-- What the member's path was when they answered, fixed then: whether they were a minor, the market whose law applied
-- and its age of consent, the member's calendar day and zone that decided it, and the steps on the path. Staff views,
-- exports and later checks read these instead of working them out again from the day they happen to run.
alter table enrolments add column path_facts jsonb;

-- Who gave each consent decision: the member, or a minor's guardian. Null for decisions recorded before it was kept.
alter table consent_decisions add column decided_by text check (decided_by in ('member', 'guardian'));
