import type { Answers, Flow } from '../../flow/flow-types';
import { answerValues } from '../../flow/answer-dependencies';
import { reachableSteps } from '../../flow/reachability';
import type { FlowFacts } from '../../flow/flow-facts';
import type { Queryable } from '../db/database';
import { bookingScope } from './booking-service';
import { offeredSlots } from '../../time/booking-window';
import type { ClinicianSchedule } from '../../time/schedule-slots';

/** The enrolment's active booking with its clinician's unit, market and schedule, if any. */
async function activeBookingWithScope(db: Queryable, enrolmentId: string): Promise<{ start: string; unit: string; market: string; clinician: ClinicianSchedule } | undefined> {
  const { rows } = await db.query<{ start_at: Date | string; unit: string; market: string; id: number; timezone: string; day_start_minute: number; day_end_minute: number; weekdays: number[]; slot_minutes: number }>(
    `select b.start_at, c.unit, c.market, c.id, c.timezone, c.day_start_minute, c.day_end_minute, c.weekdays, c.slot_minutes
     from bookings b join clinicians c on c.id = b.clinician_id where b.enrolment_id = $1 and b.status = 'active'`,
    [enrolmentId],
  );
  const row = rows[0];
  if (!row) return undefined;
  const clinician = { id: row.id, timezone: row.timezone, dayStartMinute: row.day_start_minute, dayEndMinute: row.day_end_minute, weekdays: row.weekdays.map(Number), slotMinutes: row.slot_minutes };
  return { start: new Date(row.start_at).toISOString(), unit: row.unit, market: row.market, clinician };
}

/**
 * Why the member's booking no longer fits their answers, with the step holding the slot answer; undefined
 * when it fits. It does not fit when its clinician serves another unit or market than the member's, when
 * the slot answer names another time than the booking, when one of them exists without the other, or when
 * the booking is for a time the member's list does not offer at `now` (offeredSlots: past, beyond the horizon,
 * off the clinician's schedule).
 */
export async function staleBooking(db: Queryable, enrolmentId: string, flow: Flow, facts: FlowFacts, answers: Answers, now: Date): Promise<{ stepId: string; reason: string } | undefined> {
  const slotStep = reachableSteps(flow, facts).find((step) => step.fields.some((field) => field.type === 'slot'));
  const booking = await activeBookingWithScope(db, enrolmentId);
  if (!slotStep) return booking ? { stepId: flow.steps.find((s) => s.fields.some((f) => f.type === 'slot'))?.id ?? 'appointment', reason: 'a booking is held although the path has no appointment step' } : undefined;
  const values = answerValues(answers);
  const slot = slotStep.fields.filter((field) => field.type === 'slot').map((field) => values.get(field.name)).find((value) => typeof value === 'string');
  const stale = (reason: string) => ({ stepId: slotStep.id, reason });
  if (!booking) return typeof slot === 'string' ? stale('the chosen time is no longer booked') : undefined;
  if (typeof slot !== 'string') return stale('a booking is held although no time was chosen');
  if (Date.parse(slot) !== Date.parse(booking.start)) return stale('the booking is at another time than the one chosen');
  const scope = bookingScope(answers, facts.presets);
  if (!scope || scope.unit !== booking.unit || scope.market !== booking.market) return stale("the booking's clinician serves another unit or market");
  if (offeredSlots([booking.clinician], new Date(booking.start), now).length === 0) return stale('the booked time is not one the slot list offers (past, beyond the horizon or off the schedule)');
  return undefined;
}
