import type { FhirResource, Reference } from './fhir-types';
import { SYSTEMS } from './fhir-codes';
import type { FhirBooking } from './fhir-enrolment';

/** How each booking status of the store reads as an Appointment status. */
const APPOINTMENT_STATUS: Readonly<Record<FhirBooking['status'], string>> = { held: 'pending', confirmed: 'booked', cancelled: 'cancelled' };

/** The booking as an Appointment: start, end, status and the member as its (accepted) participant. */
export function appointmentResource(booking: FhirBooking, patient: Reference, id: string): FhirResource {
  return {
    resourceType: 'Appointment',
    id,
    status: APPOINTMENT_STATUS[booking.status],
    start: booking.start,
    end: booking.end,
    participant: [{ type: [{ coding: [{ system: SYSTEMS.participationType, code: 'SBJ', display: 'subject' }] }], actor: patient, required: 'required', status: 'accepted' }],
  };
}
