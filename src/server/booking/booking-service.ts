import { fieldValue } from '../../flow/flow-facts';
import type { Answers, Flow } from '../../flow/flow-types';
import { answerValues } from '../../flow/answer-dependencies';
import { marketOf } from '../../reference/markets';
import { isUnit } from '../../reference/units';
import { scheduleSlots, type ScheduleSlot } from '../../time/schedule-slots';
import { bookingWindow, offeredSlots, withinBookingWindow } from '../../time/booking-window';
import type { Slot } from '../../time/slot';
import type { Database, Queryable } from '../db/database';
import { activeBooking, busyClinicians, cancelBooking, cliniciansFor, insertBooking, lockLiveHolds, releaseExpiredHold } from './booking-store';
import { HOLD_LIMITS, TooManyHoldsError } from '../limits/hold-limits';
import { ApiError } from '../http/api-error';

/** 409: the slot was taken by someone else, or the list never offered it; `slots` are the fresh ones. */
export class SlotTakenError extends ApiError {
  constructor(readonly slots: Slot[]) {
    super(409, 'slot_taken', 'That time is no longer free; choose one of the slots sent with this answer.', undefined, { slots: slots.map(({ start, end }) => ({ start, end })) });
    this.name = 'SlotTakenError';
  }
}

/** The unit and market a member books in: from the URL preset or answers, and the answered country. */
export function bookingScope(answers: Answers, presets: Record<string, string>): { unit: string; market: string } | undefined {
  const unit = fieldValue({ answers, presets }, 'unit');
  const country = fieldValue({ answers, presets }, 'country');
  if (!isUnit(unit) || typeof country !== 'string') return undefined;
  return { unit, market: marketOf(country) };
}

/**
 * Whether a save leaves the member's booking without footing: a slot answer was dropped (asked again
 * because an answer it depends on changed, or its step left the path), or the unit or market changed.
 */
export function bookingNoLongerFits(flow: Flow, before: Answers, after: Answers, presets: Record<string, string>): boolean {
  const slots = flow.steps.flatMap((step) => step.fields).filter((field) => field.type === 'slot').map((field) => field.name);
  const held = (answers: Answers) => slots.some((name) => typeof answerValues(answers).get(name) === 'string');
  const a = bookingScope(before, presets);
  const b = bookingScope(after, presets);
  return (held(before) && !held(after)) || a?.unit !== b?.unit || a?.market !== b?.market;
}

/** Slots and booking against the clinicians' schedules; the database's unique index settles races. */
export function bookingService(db: Database, now: () => Date) {
  // Whatever range is asked, only the booking window is offered (the same window `book` accepts).
  const offeredRange = (from?: Date, to?: Date) => withinBookingWindow({ from: from ?? now(), to: to ?? bookingWindow(now()).to }, now());

  async function freeSlots(scope: { unit: string; market: string } | undefined, from?: Date, to?: Date): Promise<ScheduleSlot[]> {
    if (!scope) return [];
    const range = offeredRange(from, to);
    const clinicians = await cliniciansFor(db, scope.unit, scope.market);
    const busy = await busyClinicians(db, clinicians.map((c) => c.id), range.from, range.to, now());
    return scheduleSlots(clinicians, { ...range, now: now() }, busy);
  }

  /** The free slots plus the member's own active booking (theirs to keep choosing) when it starts in the range, by start. */
  async function memberSlots(enrolmentId: string, scope: { unit: string; market: string } | undefined, from?: Date, to?: Date): Promise<Slot[]> {
    const free: Slot[] = (await freeSlots(scope, from, to)).map(({ start, end }) => ({ start, end }));
    const own = scope ? await activeBooking(db, enrolmentId) : undefined;
    const at = own ? Date.parse(own.start) : Number.NaN;
    const range = offeredRange(from, to);
    if (!own || at <= now().getTime() || at < range.from.getTime() || at >= range.to.getTime() || free.some((slot) => Date.parse(slot.start) === at)) return free;
    return [...free, { start: own.start, end: own.end }].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  }

  /**
   * Holds `start` for the enrolment inside `tx`, replacing its booking, when the member's list offers it
   * (offeredSlots: unit, market, horizon, schedule). The hold ends HOLD_LIMITS.lifetimeSeconds from now and
   * counts against `address` (clientAddressKey), which may hold HOLD_LIMITS.perAddress at once (TooManyHoldsError).
   * An expired hold on a candidate clinician is cancelled first, in the same transaction, so the unique index
   * still settles races. Throws SlotTakenError when no clinician is free or the start is not offered.
   */
  async function book(tx: Queryable, enrolmentId: string, scope: { unit: string; market: string } | undefined, start: string, address: string): Promise<Slot> {
    const at = new Date(start);
    const candidates = scope ? offeredSlots(await cliniciansFor(tx, scope.unit, scope.market), at, now()) : [];
    // Locking the enrolment serialises a member's own concurrent bookings (its one-active-booking index would otherwise fail loudly).
    await tx.query('select id from enrolments where id = $1 for update', [enrolmentId]);
    // Fresh slots are read after the transaction ends (PGlite has one connection): see withFreshSlots.
    if (candidates.length === 0) throw new SlotTakenError([]);
    const current = await activeBooking(tx, enrolmentId);
    // The same slot again keeps the hold as it is: saving again does not make a hold live longer.
    if (current && Date.parse(current.start) === at.getTime()) return { start: current.start, end: current.end };
    const holds = await lockLiveHolds(tx, address, enrolmentId, now());
    if (holds.count >= HOLD_LIMITS.perAddress) throw new TooManyHoldsError(((holds.firstEnd?.getTime() ?? now().getTime()) - now().getTime()) / 1000);
    await cancelBooking(tx, enrolmentId);
    const heldUntil = new Date(now().getTime() + HOLD_LIMITS.lifetimeSeconds * 1000);
    for (const { clinicianId, start: slotStart, end } of candidates) {
      const booked = { start: slotStart.toISOString(), end: end.toISOString() };
      await releaseExpiredHold(tx, clinicianId, booked.start, now());
      if (await insertBooking(tx, { enrolmentId, clinicianId, ...booked, heldUntil, heldBy: address })) return booked;
    }
    throw new SlotTakenError([]);
  }

  /** Runs `work`; a SlotTakenError from it is thrown again carrying the slots free now. */
  async function withFreshSlots<T>(scope: { unit: string; market: string } | undefined, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof SlotTakenError) throw new SlotTakenError(await freeSlots(scope));
      throw error;
    }
  }

  return { freeSlots, memberSlots, book, withFreshSlots, cancel: (tx: Queryable, enrolmentId: string) => cancelBooking(tx, enrolmentId) };
}

/** The booking service. */
export type BookingService = ReturnType<typeof bookingService>;
