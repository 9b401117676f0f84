-- A hold now ends a fixed time after it was made (no longer refreshed by the member's activity), and records the
-- address (an IPv6 /64) that made it, so one address can hold only a bounded number of slots at once. The address
-- is cleared when the hold ends in a booking (submit) or is cancelled. docs/decisions/slot-holds.md.
alter table bookings add column held_by text;
create index bookings_live_holds_by_address on bookings (held_by, held_until) where status = 'active' and held_until is not null;
-- Holds kept alive for ever by the old refresh end within the new lifetime (900 s) from now.
update bookings set held_until = least(held_until, now() + interval '900 seconds') where status = 'active' and held_until is not null;
