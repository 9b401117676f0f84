-- A coordinator records that a member withdrew an optional consent: a new receipt event ('withdrawn') beside the
-- original, which stays (the table is append-only). Who recorded it and the member's reason travel with it, and
-- only with it.
alter table consent_decisions drop constraint consent_decisions_decision_check;
alter table consent_decisions add constraint consent_decisions_decision_check check (decision in ('accepted', 'declined', 'withdrawn'));
alter table consent_decisions add column recorded_by text;
alter table consent_decisions add column reason text check (reason is null or char_length(reason) <= 500);
alter table consent_decisions add constraint consent_decisions_withdrawal_facts
  check ((decision = 'withdrawn') = (recorded_by is not null and reason is not null));
