import moment from 'moment-timezone';
import type { Slot } from './slot';

/** A clinician's working week in their own zone (minutes from midnight; ISO weekdays, 1 = Monday). */
export interface ClinicianSchedule {
  id: number;
  timezone: string;
  dayStartMinute: number;
  dayEndMinute: number;
  weekdays: readonly number[];
  slotMinutes: number;
}

/** A bookable slot and the clinicians free for it. */
export interface ScheduleSlot extends Slot {
  clinicianIds: number[];
}

/** Every slot of one clinician that starts within [from, to). Slots are cut from the day start, so they never overlap. */
export function clinicianSlots(schedule: ClinicianSchedule, from: Date, to: Date): { start: Date; end: Date }[] {
  const slots: { start: Date; end: Date }[] = [];
  const day = moment.tz(from, schedule.timezone).startOf('day').subtract(1, 'day');
  const last = moment.tz(to, schedule.timezone).endOf('day');
  for (; day.isBefore(last); day.add(1, 'day')) {
    if (!schedule.weekdays.includes(day.isoWeekday())) continue;
    for (let minute = schedule.dayStartMinute; minute + schedule.slotMinutes <= schedule.dayEndMinute; minute += schedule.slotMinutes) {
      // Built from the local wall-clock time, so a DST change moves the UTC instant, not the working hours.
      const start = moment.tz({ year: day.year(), month: day.month(), date: day.date(), hour: Math.floor(minute / 60), minute: minute % 60 }, schedule.timezone);
      const startDate = start.toDate();
      if (startDate >= from && startDate < to) slots.push({ start: startDate, end: start.clone().add(schedule.slotMinutes, 'minutes').toDate() });
    }
  }
  return slots;
}

/**
 * The slots a member may book in [from, to): the union over clinicians of their slots that start after
 * `now` and that no active booking holds, each with the clinicians free for it, sorted by start.
 */
export function scheduleSlots(
  clinicians: readonly ClinicianSchedule[],
  range: { from: Date; to: Date; now: Date },
  busy: readonly { clinicianId: number; start: Date }[],
): ScheduleSlot[] {
  const taken = new Set(busy.map((b) => `${b.clinicianId}@${b.start.getTime()}`));
  const byStart = new Map<number, ScheduleSlot>();
  for (const clinician of clinicians) {
    for (const slot of clinicianSlots(clinician, range.from, range.to)) {
      if (slot.start <= range.now || taken.has(`${clinician.id}@${slot.start.getTime()}`)) continue;
      const key = slot.start.getTime();
      const entry = byStart.get(key) ?? { start: slot.start.toISOString(), end: slot.end.toISOString(), clinicianIds: [] };
      entry.clinicianIds.push(clinician.id);
      byStart.set(key, entry);
    }
  }
  return [...byStart.entries()].sort(([a], [b]) => a - b).map(([, slot]) => slot);
}
