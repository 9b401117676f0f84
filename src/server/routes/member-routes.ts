import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EnrolmentService } from '../enrolment-service';
import { errorResponseSchema } from '../error-handler';
import { SESSION_COOKIE, SESSION_TIMEOUT_SECONDS } from '../session';
import { UNITS } from '../../reference/units';

const LOCALES = ['en-US', 'es-US', 'pt-PT', 'fr-CA', 'en-GB'];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const answerValue = { type: ['string', 'number', 'boolean'], maxLength: 1000 };

/** The member API under /member: start, save a step, slots, submit. */
// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugin contract: an async plugin (even with no await) lets avvio turn a synchronous throw here (e.g. FST_ERR_DUPLICATED_ROUTE) into a rejected register()/ready(); a sync plugin would throw uncaught instead.
export async function memberRoutes(app: FastifyInstance, opts: { service: EnrolmentService; cookieSecure: boolean }): Promise<void> {
  const { service } = opts;
  const session = (request: FastifyRequest) => service.authenticate(request.cookies[SESSION_COOKIE]);

  app.post('/enrolments', {
    schema: {
      summary: 'Start an enrolment; sets the HttpOnly session cookie',
      body: { type: 'object', additionalProperties: false, required: ['locale'], properties: { locale: { enum: LOCALES }, unit: { enum: [...UNITS] } } },
      response: { 201: { type: 'object', required: ['enrolmentId'], properties: { enrolmentId: { type: 'string', format: 'uuid' } } }, ...errors },
    },
  }, async (request, reply) => {
    const body = request.body as { locale: string; unit?: string };
    const { token, enrolmentId } = await service.start(body);
    reply.setCookie(SESSION_COOKIE, token, { path: '/member', httpOnly: true, sameSite: 'lax', secure: opts.cookieSecure, maxAge: SESSION_TIMEOUT_SECONDS * 48 });
    return reply.status(201).send({ enrolmentId });
  });

  app.put('/enrolment/steps/:stepId', {
    schema: {
      summary: "Save one step's answers (idempotent); answers of steps the path no longer reaches are removed",
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
      summary: 'Bookable appointment slots for the member',
      response: {
        200: { type: 'object', required: ['slots'], properties: { slots: { type: 'array', items: { type: 'object', required: ['start', 'end'], properties: { start: { type: 'string', format: 'date-time' }, end: { type: 'string', format: 'date-time' } } } } } },
        ...errors,
      },
    },
  }, async (request) => ({ slots: await service.slots(await session(request)) }));

  app.post('/enrolment/submit', {
    schema: {
      summary: 'Submit the enrolment: checks every step, records consents, sets the patient state',
      response: {
        200: {
          type: 'object', required: ['patientState', 'destinations'],
          properties: { patientState: { type: 'string' }, destinations: { type: 'array', items: { type: 'object', required: ['id', 'url'], properties: { id: { type: 'string' }, url: { type: 'string' } } } } },
        },
        ...errors,
      },
    },
  }, async (request) => service.submit(await session(request)));
}
