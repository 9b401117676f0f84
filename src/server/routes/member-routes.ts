import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EnrolmentService } from '../enrolment-service';
import { errorResponseSchema } from '../error-handler';
import { SESSION_COOKIE, SESSION_TIMEOUT_SECONDS } from '../session';
import { ApiError } from '../api-error';
import { UNITS } from '../../reference/units';
import { UI_LANGUAGE_TABLE } from '../../reference/ui-languages';

const LOCALES = UI_LANGUAGE_TABLE.map((language) => language.code);
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const answerValue = { type: ['string', 'number', 'boolean'], maxLength: 1000 };
const slot = { type: 'object', required: ['start', 'end'], properties: { start: { type: 'string', format: 'date-time' }, end: { type: 'string', format: 'date-time' } } };
const MAX_RANGE_DAYS = 31;

/** The member API under /member: start, save a step, slots and booking, submit. */
export async function memberRoutes(app: FastifyInstance, opts: { service: EnrolmentService; cookieSecure: boolean }): Promise<void> {
  const { service } = opts;
  const session = (request: FastifyRequest) => service.authenticate(request.cookies[SESSION_COOKIE]);

  app.post('/enrolments', {
    schema: {
      summary: 'Start an enrolment; sets the HttpOnly session cookie. clientTimezone/isDST is the client time zone report (SPEC §3).',
      body: {
        type: 'object', additionalProperties: false, required: ['locale'],
        properties: { locale: { enum: LOCALES }, unit: { enum: [...UNITS] }, clientTimezone: { type: 'integer', minimum: -900, maximum: 900 }, isDST: { type: 'boolean' } },
      },
      response: { 201: { type: 'object', required: ['enrolmentId'], properties: { enrolmentId: { type: 'string', format: 'uuid' } } }, ...errors },
    },
  }, async (request, reply) => {
    const body = request.body as { locale: string; unit?: string; clientTimezone?: number; isDST?: boolean };
    const { token, enrolmentId } = await service.start(body);
    reply.setCookie(SESSION_COOKIE, token, { path: '/member', httpOnly: true, sameSite: 'lax', secure: opts.cookieSecure || request.protocol === 'https', maxAge: SESSION_TIMEOUT_SECONDS * 48 });
    return reply.status(201).send({ enrolmentId });
  });

  app.put('/enrolment/steps/:stepId', {
    schema: {
      summary: "Save one step's answers (idempotent); answers of steps the path no longer reaches are removed; a slot answer books it",
      params: { type: 'object', required: ['stepId'], properties: { stepId: { type: 'string', pattern: '^[a-z][a-z0-9-]*$', maxLength: 64 } } },
      body: {
        type: 'object', additionalProperties: false, required: ['answers'],
        properties: { answers: { type: 'object', maxProperties: 50, propertyNames: { pattern: '^[a-zA-Z][a-zA-Z0-9]*$', maxLength: 64 }, additionalProperties: answerValue } },
      },
      response: { 200: { type: 'object', required: ['stepId', 'saved'], properties: { stepId: { type: 'string' }, saved: { const: true } } }, ...errors },
    },
  }, async (request) => {
    const row = await session(request);
    const { stepId } = request.params as { stepId: string };
    await service.saveStep(row, stepId, (request.body as { answers: Record<string, string | number | boolean> }).answers);
    return { stepId, saved: true as const };
  });

  app.get('/enrolment/slots', {
    schema: {
      summary: "Bookable appointment slots for the member's unit and market, from the clinicians' schedules",
      querystring: { type: 'object', additionalProperties: false, properties: { from: { type: 'string', format: 'date' }, to: { type: 'string', format: 'date' } } },
      response: { 200: { type: 'object', required: ['slots'], properties: { slots: { type: 'array', items: slot } } }, ...errors },
    },
  }, async (request) => {
    const query = request.query as { from?: string; to?: string };
    const from = query.from ? new Date(`${query.from}T00:00:00Z`) : undefined;
    const to = query.to ? new Date(`${query.to}T00:00:00Z`) : undefined;
    if (from && to && (to <= from || to.getTime() - from.getTime() > MAX_RANGE_DAYS * 86_400_000)) {
      throw new ApiError(400, 'invalid_range', `'to' must be after 'from' and at most ${MAX_RANGE_DAYS} days later.`);
    }
    return { slots: await service.slots(await session(request), { from, to }) };
  });

  app.post('/enrolment/booking', {
    schema: {
      summary: "Book a slot (replacing the member's booking); 409 slot_taken with fresh slots when it is gone",
      body: { type: 'object', additionalProperties: false, required: ['start'], properties: { start: { type: 'string', format: 'date-time', maxLength: 40 } } },
      response: { 201: slot, ...errors },
    },
  }, async (request, reply) => reply.status(201).send(await service.bookSlot(await session(request), (request.body as { start: string }).start)));

  app.delete('/enrolment/booking', {
    schema: { summary: "Cancel the member's booking", response: { 204: { type: 'null' }, ...errors } },
  }, async (request, reply) => {
    await service.cancelSlot(await session(request));
    return reply.status(204).send();
  });

  app.post('/enrolment/logout', {
    schema: { summary: 'End the session now (the member logged out or went idle): the cookie no longer opens the enrolment', response: { 204: { type: 'null' }, ...errors } },
  }, async (request, reply) => {
    await service.logout(request.cookies[SESSION_COOKIE]);
    reply.clearCookie(SESSION_COOKIE, { path: '/member' });
    return reply.status(204).send();
  });

  app.post('/enrolment/submit', {
    schema: {
      summary: 'Submit the enrolment exactly once: checks every step, sets the patient state; retries with the same Idempotency-Key get the same answer',
      headers: { type: 'object', properties: { 'idempotency-key': { type: 'string', pattern: '^[A-Za-z0-9_.:-]{8,128}$' } } },
      response: {
        200: {
          type: 'object', required: ['patientState', 'destinations'],
          properties: { patientState: { type: 'string' }, destinations: { type: 'array', items: { type: 'object', required: ['id', 'url'], properties: { id: { type: 'string' }, url: { type: 'string' } } } } },
        },
        ...errors,
      },
    },
  }, async (request) => {
    const key = (request.headers['idempotency-key'] as string | undefined) ?? 'no-idempotency-key';
    return service.submit(await session(request), key);
  });
}
