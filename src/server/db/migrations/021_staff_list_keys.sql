-- The staff list pages by key, newest first: (created_at, id) read from an index where the last page stopped.
create index enrolments_newest on enrolments (created_at desc, id desc);
-- The list's unit and country of each enrolment (src/server/staff/staff-enrolments.ts) are one index probe each, not a
-- read of every step's answers: a filter by unit or market over every enrolment stays in the tens of milliseconds.
create index step_answers_unit on step_answers (enrolment_id, (answers->>'unit')) where answers->>'unit' is not null;
create index step_answers_country on step_answers (enrolment_id, (answers->>'country')) where answers->>'country' is not null;
