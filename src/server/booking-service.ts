import { fieldValue } from '../flow/eval-context';
import type { Answers, Flow } from '../flow/flow-types';
import { answerValues } from '../flow/answer-dependencies';
import { marketOf } from '../reference/markets';
import { isUnit } from '../reference/units';
import { clinicianSlots, scheduleSlots, type ScheduleSlot } from '../time/schedule-slots';
import type { Slot } from '../time/slot';
import type { Database, Queryable } from './db/database';
import { activeBooking, busyClinicians, cancelBooking, cliniciansFor, insertBooking, releaseExpiredHold } from './booking-store';
import { BOOKING_HOLD_SECONDS } from './session';
import { ApiError } from './api-error';

/** How far ahead members may book, and the longest range one call may ask for. */
export const BOOKING_HORIZON_DAYS = 14;
const DAY_MS = 86_400_000;

/** 409: the slot was taken by someone else (or never existed); `slots` are the fresh ones. */
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
  async function freeSlots(scope: { unit: string; market: string } | undefined, from?: Date, to?: Date): Promise<ScheduleSlot[]> {
    if (!scope) return [];
    const start = from ?? now();
    const end = to ?? new Date(start.getTime() + BOOKING_HORIZON_DAYS * DAY_MS);
    const clinicians = await cliniciansFor(db, scope.unit, scope.market);
    const busy = await busyClinicians(db, clinicians.map((c) => c.id), start, end, now());
    return scheduleSlots(clinicians, { from: start, to: end, now: now() }, busy);
  }

  /** The free slots plus the member's own active booking (theirs to keep choosing) when it starts in the range, by start. */
  async function memberSlots(enrolmentId: string, scope: { unit: string; market: string } | undefined, from?: Date, to?: Date): Promise<Slot[]> {
    const free: Slot[] = (await freeSlots(scope, from, to)).map(({ start, end }) => ({ start, end }));
    const own = scope ? await activeBooking(db, enrolmentId) : undefined;
    const at = own ? Date.parse(own.start) : Number.NaN;
    const start = from ?? now();
    const end = to ?? new Date(start.getTime() + BOOKING_HORIZON_DAYS * DAY_MS);
    if (!own || at < start.getTime() || at >= end.getTime() || free.some((slot) => Date.parse(slot.start) === at)) return free;
    return [...free, { start: own.start, end: own.end }].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  }

  /**
   * Holds `start` for the enrolment inside `tx` (BOOKING_HOLD_SECONDS past now, refreshed by the member's activity),
   * replacing its booking; an expired hold on a candidate clinician is cancelled first, in the same transaction, so
   * the unique index still settles races. Throws SlotTakenError when no clinician is free.
   */
  async function book(tx: Queryable, enrolmentId: string, scope: { unit: string; market: string } | undefined, start: string): Promise<Slot> {
    const at = new Date(start);
    const clinicians = scope ? await cliniciansFor(tx, scope.unit, scope.market) : [];
    const candidates = clinicians.flatMap((c) =>
      clinicianSlots(c, at, new Date(at.getTime() + 1)).filter((s) => s.start.getTime() === at.getTime()).map((s) => ({ clinicianId: c.id, slot: s })),
    );
    // Locking the enrolment serialises a member's own concurrent bookings (its one-active-booking index would otherwise fail loudly).
    await tx.query('select id from enrolments where id = $1 for update', [enrolmentId]);
    const current = await activeBooking(tx, enrolmentId);
    if (current && Date.parse(current.start) === at.getTime()) return { start: current.start, end: current.end };
    if (at > now()) {
      await cancelBooking(tx, enrolmentId);
      const heldUntil = new Date(now().getTime() + BOOKING_HOLD_SECONDS * 1000);
      for (const { clinicianId, slot } of candidates) {
        const booked = { start: slot.start.toISOString(), end: slot.end.toISOString() };
        await releaseExpiredHold(tx, clinicianId, booked.start, now());
        if (await insertBooking(tx, { enrolmentId, clinicianId, ...booked, heldUntil })) return booked;
      }
    }
    // Fresh slots are read after the transaction ends (PGlite has one connection): see withFreshSlots.
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
