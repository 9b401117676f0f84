import type { Answers, Flow } from '../flow/flow-types';
import { answerValues } from '../flow/answer-dependencies';
import { reachableSteps } from '../flow/reachability';
import type { EvalContext } from '../flow/eval-context';
import type { Queryable } from './db/database';
import { bookingScope } from './booking-service';

/** The enrolment's active booking with its clinician's unit and market, if any. */
async function activeBookingWithScope(db: Queryable, enrolmentId: string): Promise<{ start: string; unit: string; market: string } | undefined> {
  const { rows } = await db.query<{ start_at: Date | string; unit: string; market: string }>(
    `select b.start_at, c.unit, c.market from bookings b join clinicians c on c.id = b.clinician_id
     where b.enrolment_id = $1 and b.status = 'active'`,
    [enrolmentId],
  );
  const row = rows[0];
  return row ? { start: new Date(row.start_at).toISOString(), unit: row.unit, market: row.market } : undefined;
}

/**
 * Why the member's booking no longer fits their answers, with the step holding the slot answer; undefined
 * when it fits. It does not fit when its clinician serves another unit or market than the member's, when
 * the slot answer names another time than the booking, or when one of them exists without the other.
 */
export async function staleBooking(db: Queryable, enrolmentId: string, flow: Flow, ctx: EvalContext, answers: Answers): Promise<{ stepId: string; reason: string } | undefined> {
  const slotStep = reachableSteps(flow, ctx).find((step) => step.fields.some((field) => field.type === 'slot'));
  const booking = await activeBookingWithScope(db, enrolmentId);
  if (!slotStep) return booking ? { stepId: flow.steps.find((s) => s.fields.some((f) => f.type === 'slot'))?.id ?? 'appointment', reason: 'a booking is held although the path has no appointment step' } : undefined;
  const values = answerValues(answers);
  const slot = slotStep.fields.filter((field) => field.type === 'slot').map((field) => values.get(field.name)).find((value) => typeof value === 'string');
  const stale = (reason: string) => ({ stepId: slotStep.id, reason });
  if (!booking) return typeof slot === 'string' ? stale('the chosen time is no longer booked') : undefined;
  if (typeof slot !== 'string') return stale('a booking is held although no time was chosen');
  if (Date.parse(slot) !== Date.parse(booking.start)) return stale('the booking is at another time than the one chosen');
  const scope = bookingScope(answers, ctx.presets);
  if (!scope || scope.unit !== booking.unit || scope.market !== booking.market) return stale("the booking's clinician serves another unit or market");
  return undefined;
}
