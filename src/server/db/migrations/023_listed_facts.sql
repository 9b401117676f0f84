-- The staff list filters every enrolment by unit and market. Read from the answers, that is two probes per enrolment
-- on every page and every count (hundreds of milliseconds at 30,000 members, in the node's only thread on PGlite);
-- kept on the enrolment row by a trigger, it is a column read. The trigger sits on the answers table so that every
-- writer (a save, a version move, a development re-pin) keeps the facts current without knowing about them.
alter table enrolments add column answered_unit text;
alter table enrolments add column answered_country text;

-- The name of the flow's country field (the market follows it): each node records its flow's at start-up
-- (src/server/staff/answered-facts.ts), and a change of name recomputes every enrolment's country.
create table listing_settings (
  only_row boolean primary key default true check (only_row),
  market_field text not null check (market_field ~ '^[A-Za-z][A-Za-z0-9_]{0,63}$')
);
insert into listing_settings (market_field) values ('country');

create function refresh_answered_facts(target uuid) returns void language sql as $$
  update enrolments e set
    answered_unit = (select sa.answers->>'unit' from step_answers sa where sa.enrolment_id = target and sa.answers->>'unit' is not null order by sa.step_id limit 1),
    answered_country = (select sa.answers->>s.market_field from step_answers sa, listing_settings s
      where sa.enrolment_id = target and sa.answers->>s.market_field is not null order by sa.step_id limit 1)
  where e.id = target
$$;

-- Only answers that hold (or held) a unit or the country field touch the enrolment row.
create function step_answers_refresh_facts() returns trigger language plpgsql as $$
declare
  field text := (select market_field from listing_settings);
begin
  if (tg_op <> 'INSERT' and (old.answers ? 'unit' or old.answers ? field))
     or (tg_op <> 'DELETE' and (new.answers ? 'unit' or new.answers ? field)) then
    perform refresh_answered_facts(case when tg_op = 'DELETE' then old.enrolment_id else new.enrolment_id end);
  end if;
  return null;
end
$$;
create trigger step_answers_facts after insert or update or delete on step_answers
  for each row execute function step_answers_refresh_facts();

update enrolments e set
  answered_unit = (select sa.answers->>'unit' from step_answers sa where sa.enrolment_id = e.id and sa.answers->>'unit' is not null order by sa.step_id limit 1),
  answered_country = (select sa.answers->>'country' from step_answers sa where sa.enrolment_id = e.id and sa.answers->>'country' is not null order by sa.step_id limit 1);

-- The facts replace the per-answer indexes the list used to probe.
drop index step_answers_unit;
drop index step_answers_country;
