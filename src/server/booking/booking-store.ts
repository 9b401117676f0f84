import type { ClinicianSchedule } from '../../time/schedule-slots';
import type { Queryable } from '../db/database';

interface ClinicianRow {
  id: number;
  timezone: string;
  day_start_minute: number;
  day_end_minute: number;
  weekdays: number[];
  slot_minutes: number;
}

/** The clinicians of a unit in a market, with their working weeks. */
export async function cliniciansFor(db: Queryable, unit: string, market: string): Promise<ClinicianSchedule[]> {
  const { rows } = await db.query<ClinicianRow>(
    'select id, timezone, day_start_minute, day_end_minute, weekdays, slot_minutes from clinicians where unit = $1 and market = $2 order by id',
    [unit, market],
  );
  return rows.map((r) => ({ id: r.id, timezone: r.timezone, dayStartMinute: r.day_start_minute, dayEndMinute: r.day_end_minute, weekdays: r.weekdays.map(Number), slotMinutes: r.slot_minutes }));
}

/** Bookings that block their clinician at `now` (confirmed ones, and holds not yet expired) starting within [from, to). */
export async function busyClinicians(db: Queryable, clinicianIds: number[], from: Date, to: Date, now: Date): Promise<{ clinicianId: number; start: Date }[]> {
  if (clinicianIds.length === 0) return [];
  const { rows } = await db.query<{ clinician_id: number; start_at: Date | string }>(
    `select clinician_id, start_at from bookings where status = 'active' and clinician_id = any($1::int[]) and start_at >= $2 and start_at < $3
     and (held_until is null or held_until >= $4)`,
    [clinicianIds, from.toISOString(), to.toISOString(), now.toISOString()],
  );
  return rows.map((r) => ({ clinicianId: r.clinician_id, start: new Date(r.start_at) }));
}

/** Cancels an expired hold on the clinician at `start`, so a new booking can take the slot (the unique index counts active rows only). */
export async function releaseExpiredHold(db: Queryable, clinicianId: number, start: string, now: Date): Promise<void> {
  await db.query("update bookings set status = 'cancelled' where clinician_id = $1 and start_at = $2 and status = 'active' and held_until < $3", [clinicianId, start, now.toISOString()]);
}

/** Confirms the enrolment's hold at submit: a confirmed booking never expires, and no longer counts against its address. */
export async function confirmBooking(db: Queryable, enrolmentId: string): Promise<void> {
  await db.query("update bookings set held_until = null, held_by = null where enrolment_id = $1 and status = 'active'", [enrolmentId]);
}

/** Cancels the enrolment's active booking, if any. */
export async function cancelBooking(db: Queryable, enrolmentId: string): Promise<void> {
  await db.query("update bookings set status = 'cancelled', held_by = null where enrolment_id = $1 and status = 'active'", [enrolmentId]);
}

/**
 * Locks `address` for the rest of the transaction (so two bookings from it count one after the other) and
 * counts its live holds other than `enrolmentId`'s, with the end of the one that ends first.
 */
export async function lockLiveHolds(db: Queryable, address: string, enrolmentId: string, now: Date): Promise<{ count: number; firstEnd: Date | undefined }> {
  await db.query('select pg_advisory_xact_lock(hashtext($1))', [`holds:${address}`]);
  const { rows } = await db.query<{ count: number; first_end: Date | string | null }>(
    `select count(*)::int as count, min(held_until) as first_end from bookings
     where held_by = $1 and status = 'active' and held_until >= $2 and enrolment_id <> $3`,
    [address, now.toISOString(), enrolmentId],
  );
  return { count: rows[0].count, firstEnd: rows[0].first_end ? new Date(rows[0].first_end) : undefined };
}

/** The enrolment's active booking, if any. */
export async function activeBooking(db: Queryable, enrolmentId: string): Promise<{ start: string; end: string; clinicianId: number } | undefined> {
  const { rows } = await db.query<{ start_at: Date | string; end_at: Date | string; clinician_id: number }>(
    "select start_at, end_at, clinician_id from bookings where enrolment_id = $1 and status = 'active'",
    [enrolmentId],
  );
  const row = rows[0];
  return row ? { start: new Date(row.start_at).toISOString(), end: new Date(row.end_at).toISOString(), clinicianId: row.clinician_id } : undefined;
}

/** Holds a clinician at a start time until `heldUntil` for `heldBy` (an address key); false when someone already holds them (the unique index decides). */
export async function insertBooking(db: Queryable, row: { enrolmentId: string; clinicianId: number; start: string; end: string; heldUntil: Date; heldBy: string }): Promise<boolean> {
  const { rows } = await db.query(
    `insert into bookings (enrolment_id, clinician_id, start_at, end_at, held_until, held_by) values ($1, $2, $3, $4, $5, $6)
     on conflict (clinician_id, start_at) where status = 'active' do nothing returning id`,
    [row.enrolmentId, row.clinicianId, row.start, row.end, row.heldUntil.toISOString(), row.heldBy],
  );
  return rows.length === 1;
}
