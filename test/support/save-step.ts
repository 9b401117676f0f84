import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** A member's save of one step's answers, as the page sends it (no Save-Sequence: applied unordered). */
export function saveStep(app: FastifyInstance, cookie: string, stepId: string, answers: object): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'PUT', url: `/member/enrolment/steps/${stepId}`, headers: { cookie }, payload: { answers } });
}
