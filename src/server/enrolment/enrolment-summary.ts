import { fieldValue } from '../../flow/flow-facts';
import type { Answers } from '../../flow/flow-types';
import type { Destination } from '../../reference/destinations';
import type { Slot } from '../../time/slot';
import type { Queryable } from '../db/database';
import { activeBooking } from '../booking/booking-store';
import type { EnrolmentRow } from './enrolment-store';

/** The booked appointment and the zone it is shown in: all the done page needs besides state and links. */
export interface AppointmentDetails {
  appointment: Slot | null;
  timezone?: string;
}

/** The member's own enrolment as GET /member/enrolment answers it (no answers beyond the chosen zone). */
export interface EnrolmentSummary extends AppointmentDetails {
  status: 'in_progress' | 'submitted';
  patientState?: string;
  destinations?: Destination[];
}

const slotSchema = { type: 'object', required: ['start', 'end'], additionalProperties: false, properties: { start: { type: 'string', format: 'date-time' }, end: { type: 'string', format: 'date-time' } } };
const destinationsSchema = { type: 'array', items: { type: 'object', required: ['id', 'url'], properties: { id: { type: 'string' }, url: { type: 'string' } } } };

/** JSON Schema properties of the appointment details, shared by the submit and summary responses. */
export const appointmentDetailsProperties = {
  appointment: { anyOf: [slotSchema, { type: 'null' }] },
  timezone: { type: 'string' },
};

/** Response schema of GET /member/enrolment. */
export const enrolmentSummarySchema = {
  type: 'object',
  required: ['status', 'appointment'],
  additionalProperties: false,
  properties: {
    status: { enum: ['in_progress', 'submitted'] },
    patientState: { type: 'string' },
    destinations: destinationsSchema,
    ...appointmentDetailsProperties,
  },
};

/** The enrolment's active booking and the member's chosen IANA zone. */
export async function appointmentDetails(db: Queryable, enrolmentId: string, answers: Answers): Promise<AppointmentDetails> {
  const booking = await activeBooking(db, enrolmentId);
  const zone = fieldValue({ answers, presets: {} }, 'timezone');
  return { appointment: booking ? { start: booking.start, end: booking.end } : null, ...(typeof zone === 'string' ? { timezone: zone } : {}) };
}

/**
 * The summary of an enrolment: status, appointment and zone always; the patient state and the
 * destinations only once submitted (`destinations` computes them from the answers).
 */
export async function enrolmentSummary(
  db: Queryable,
  row: Pick<EnrolmentRow, 'id' | 'status' | 'patient_state'>,
  answers: Answers,
  destinations: () => Destination[],
): Promise<EnrolmentSummary> {
  const details = await appointmentDetails(db, row.id, answers);
  if (row.status !== 'submitted') return { status: 'in_progress', ...details };
  return { status: 'submitted', patientState: row.patient_state ?? undefined, destinations: destinations(), ...details };
}
