-- The first schedule: one clinician per unit and market, weekdays 09:00–17:00 in the market's main zone.
insert into clinicians (unit, market, timezone, day_start_minute, day_end_minute, weekdays)
select unit, market, timezone, 540, 1020, '{1,2,3,4,5}'
from (values ('bloom'), ('move'), ('thrive'), ('mind')) as units(unit)
cross join (values ('US', 'America/New_York'), ('CA', 'America/Toronto'), ('UK', 'Europe/London'), ('EU', 'Europe/Lisbon')) as markets(market, timezone);
