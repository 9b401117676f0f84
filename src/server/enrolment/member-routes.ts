import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { BookSlot, EnrolmentFlags, EnrolmentStarted, SaveStep, SlotAnswer, SlotList, SlotsQuery, StartEnrolment, StepParams, saveSequenceAnswer, stepSavedAnswer } from '../../contract/member-api';
import type { EnrolmentService } from './enrolment-service';
import { errorResponses } from '../http/error-responses';
import { memberSessionError } from './member-session-errors';
import { SESSION_COOKIE } from './session';
import { clearSessionCookies, setSessionCookies } from './session-cookies';
import { slotRange } from '../booking/slot-range';
import { clientAddressKey } from '../http/client-address';
import { appointmentDetailsProperties, enrolmentSummarySchema } from './enrolment-summary';
import { MAX_SAVE_SEQUENCE, parseSaveSequence } from './save-order';

const errors = { ...errorResponses(400, 403, 404, 409, 429, 500, 503), 401: memberSessionError };
// A route with a body also refuses one too large or not JSON before its handler runs.
const bodyErrors = { ...errorResponses(400, 403, 404, 409, 413, 415, 429, 500, 503), 401: memberSessionError };
const flagsSchema = EnrolmentFlags;
const saveSequenceSchema = saveSequenceAnswer(MAX_SAVE_SEQUENCE);
const stepAnswersByStep = { type: 'object', additionalProperties: { type: 'object', additionalProperties: true } };
// An open enrolment's progress as the server holds it: the page resumes from it, not from local storage.
const memberProgressProperties = {
  enrolmentId: { type: 'string', format: 'uuid' },
  flowHash: { type: 'string', description: 'The flow hash of the flow the enrolment follows: saved progress of another flow is not resumed.' },
  flowVersion: { type: 'string', deprecated: true, description: 'The previous name of `flowHash` (it always held the hash), sent for one release; read `flowHash`.' },
  presets: { type: 'object', additionalProperties: { type: 'string' } },
  answers: stepAnswersByStep,
  drafts: stepAnswersByStep,
  saveSequence: saveSequenceSchema,
};

/** The member API under /member: start, save a step, slots and booking, submit. */
export async function memberRoutes(app: FastifyInstance, opts: { service: EnrolmentService; cookieSecure: boolean; now: () => Date }): Promise<void> {
  const { service } = opts;
  const session = (request: FastifyRequest) => service.authenticate(request.cookies[SESSION_COOKIE]);
  // The routes with a request shape of the contract take their handlers' types from it.
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.post('/enrolments', {
    schema: {
      operationId: 'startEnrolment', security: [],
      summary: 'Start an enrolment; sets the HttpOnly session cookie and answers the flags the enrolment keeps. clientTimezone/isDST is the client time zone report (docs/spec/entities.md#client-time-zone-report).',
      body: StartEnrolment,
      response: { 201: EnrolmentStarted, ...errorResponses(400, 403, 413, 415, 429, 500, 503) },
    },
  }, async (request, reply) => {
    const { body } = request;
    // The user agent only picks the funnel's device class; it is not kept.
    const { token, enrolmentId, flags } = await service.start({ ...body, userAgent: request.headers['user-agent'] });
    setSessionCookies(request, reply, token, opts.cookieSecure);
    return reply.status(201).send({ enrolmentId, flags });
  });

  typed.put('/enrolment/steps/:stepId', {
    schema: {
      operationId: 'saveStep',
      summary: "Save one step's answers; answers of steps the path no longer reaches, and answers that depend on a changed one (flow `dependsOn`, or a rule such as regionOf or zoneOf that no longer holds), are removed one by one so those steps are asked again (a step keeps its other answers, and GET /member/enrolment offers it as a draft holding them); a slot answer books it, and a booking that no longer fits is released. Saves apply in the member's order: a save whose Save-Sequence is not above the highest acknowledged (`saveSequence`) is refused with 409 stale_save (the newer answers stand: the page counts it done); a repeated Idempotency-Key gets its first answer; a malformed Save-Sequence is 400 invalid_save_sequence",
      headers: {
        type: 'object',
        properties: {
          'idempotency-key': { type: 'string', pattern: '^[A-Za-z0-9_.:-]{8,128}$', description: 'One per save, the same on every try of it: a repeat is answered with the first answer (the newest 50 saves of an enrolment are remembered).' },
          'save-sequence': { type: 'string', description: "The save's place in the member's order of saves of this enrolment: a positive integer in decimal digits, at most 9007199254740991 (2^53 − 1), raised with every save and continuing after `saveSequence` when a page resumes. Without it the save is applied unordered." },
        },
      },
      params: StepParams,
      body: SaveStep,
      response: { 200: stepSavedAnswer(MAX_SAVE_SEQUENCE), ...bodyErrors },
    },
  }, async (request) => {
    // Checked before the session: a malformed header is the caller's mistake whoever sends it.
    const sequence = parseSaveSequence(request.headers['save-sequence']);
    const row = await session(request);
    const { stepId } = request.params;
    const { body } = request;
    const key = request.headers['idempotency-key'];
    return service.saveStep(row, stepId, body.answers, { shownIn: body.locale, address: clientAddressKey(request.ip), sequence, key });
  });

  typed.get('/enrolment/slots', {
    schema: {
      operationId: 'listSlots',
      summary: "Bookable appointment slots for the member's unit and market, from the clinicians' schedules",
      querystring: SlotsQuery,
      response: { 200: SlotList, ...errors },
    },
  }, async (request) => {
    const range = slotRange(request.query, opts.now());
    return { slots: await service.slots(await session(request), range) };
  });

  typed.post('/enrolment/booking', {
    schema: {
      operationId: 'bookSlot',
      summary: "Hold a slot the member's list offers (replacing the member's booking) for 900 s, until submit confirms it; 409 slot_taken with fresh slots when it is gone or not offered; 429 too_many_holds when the client's address already holds 30",
      body: BookSlot,
      response: { 201: SlotAnswer, ...bodyErrors },
    },
  }, async (request, reply) => reply.status(201).send(await service.bookSlot(await session(request), request.body.start, clientAddressKey(request.ip))));

  app.delete('/enrolment/booking', {
    schema: { operationId: 'cancelBooking', summary: "Cancel the member's booking", response: { 204: { type: 'null' }, ...errors } },
  }, async (request, reply) => {
    await service.cancelSlot(await session(request));
    return reply.status(204).send();
  });

  app.post('/enrolment/logout', {
    schema: { operationId: 'logOut', summary: 'End the session now (the member logged out or went idle): the cookie no longer opens the enrolment', response: { 204: { type: 'null' }, ...errors } },
  }, async (request, reply) => {
    await service.logout(request.cookies[SESSION_COOKIE]);
    clearSessionCookies(reply);
    return reply.status(204).send();
  });

  app.get('/enrolment', {
    schema: {
      operationId: 'getEnrolment',
      summary: "The member's own enrolment: status, the flags it keeps, booked appointment and chosen zone; patient state and destinations once submitted; while open, its answers (the source of truth the page resumes from, after moving it to the flow version served now), presets and the drafts of steps a new version asks again. A submitted enrolment stays readable for the cookie's lifetime",
      response: { 200: { ...enrolmentSummarySchema, required: [...enrolmentSummarySchema.required, 'flags'], properties: { ...enrolmentSummarySchema.properties, flags: flagsSchema, ...memberProgressProperties } }, ...errors },
    },
  }, async (request) => {
    const summary = await service.summary(request.cookies[SESSION_COOKIE]);
    // A page of the previous release reads the flow hash as `flowVersion` during a rolling deploy.
    return summary.flowHash === undefined ? summary : { ...summary, flowVersion: summary.flowHash };
  });

  app.post('/enrolment/submit', {
    schema: {
      operationId: 'submitEnrolment',
      summary: 'Submit the enrolment exactly once: checks every step, sets the patient state; retries with the same Idempotency-Key get the same answer. A refusal names the step to answer in `error.stepId`: 409 incomplete (not answered), 400 validation_failed (answers break a rule), 409 stale_answer (the booking no longer fits the unit, market or chosen time)',
      headers: { type: 'object', properties: { 'idempotency-key': { type: 'string', pattern: '^[A-Za-z0-9_.:-]{8,128}$' } } },
      response: {
        200: {
          type: 'object', required: ['patientState', 'destinations', 'flags'],
          properties: {
            patientState: { type: 'string' },
            flags: flagsSchema,
            destinations: { type: 'array', items: { type: 'object', required: ['id', 'url'], properties: { id: { type: 'string' }, url: { type: 'string' } } } },
            ...appointmentDetailsProperties,
          },
        },
        ...errors,
      },
    },
  }, async (request) => {
    const key = (request.headers['idempotency-key'] as string | undefined) ?? 'no-idempotency-key';
    return service.submit(await session(request), key);
  });
}
