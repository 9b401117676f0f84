import { clinicianSlots, type ClinicianSchedule } from './schedule-slots';

/** How far ahead members may book: the slot list offers, and a booking may take, a start within this many days. */
export const BOOKING_HORIZON_DAYS = 14;
const DAY_MS = 86_400_000;

/** The starts a member may be offered at `now`: after now, before the horizon. */
export function bookingWindow(now: Date): { from: Date; to: Date } {
  return { from: now, to: new Date(now.getTime() + BOOKING_HORIZON_DAYS * DAY_MS) };
}

/** `range` cut to the booking window (an empty range, from = to, when they do not meet). */
export function withinBookingWindow(range: { from: Date; to: Date }, now: Date): { from: Date; to: Date } {
  const window = bookingWindow(now);
  const from = new Date(Math.max(range.from.getTime(), window.from.getTime()));
  const to = new Date(Math.max(from.getTime(), Math.min(range.to.getTime(), window.to.getTime())));
  return { from, to };
}

/**
 * The clinicians' slots that start exactly at `start`, if the list offers that start at `now`: after now, within
 * the horizon, on the clinician's schedule. The one rule behind booking, saving the appointment step and submit.
 */
export function offeredSlots(clinicians: readonly ClinicianSchedule[], start: Date, now: Date): { clinicianId: number; start: Date; end: Date }[] {
  const { to } = bookingWindow(now);
  if (!(start.getTime() > now.getTime() && start.getTime() < to.getTime())) return [];
  return clinicians.flatMap((c) =>
    clinicianSlots(c, start, new Date(start.getTime() + 1)).filter((s) => s.start.getTime() === start.getTime()).map((s) => ({ clinicianId: c.id, ...s })),
  );
}
