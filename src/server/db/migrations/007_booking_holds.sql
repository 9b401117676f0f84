-- A booking before submit is a hold: it blocks its slot until held_until (refreshed by the member's activity,
-- so it lives exactly as long as their session); submit confirms it (held_until null: it never expires).
-- Expiry is computed in the queries (held_until >= now); the booking path cancels an expired hold of the
-- slot it books in the same transaction, so the partial unique index still forbids double booking.
alter table bookings add column held_until timestamptz;
update bookings b set held_until = e.last_seen_at + interval '1800 seconds'
  from enrolments e where b.enrolment_id = e.id and b.status = 'active' and e.status = 'in_progress';
