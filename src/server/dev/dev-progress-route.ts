import type { FastifyInstance } from 'fastify';
import type { Answers, Flow } from '../../flow/flow-types';
import type { FlowFacts } from '../../flow/flow-facts';
import { firstUnansweredStepId } from '../../flow/flow-navigation';
import { firstStepId, reachableSteps } from '../../flow/reachability';
import type { Database } from '../db/database';
import { assertNotProduction } from './dev-repin';
import { flowHash } from '../enrolment/flow-versions';
import { hashSessionToken, SESSION_COOKIE } from '../enrolment/session';

/** The path `npm run dev`'s page reads the member's progress from after a flow edit (under /member, where the session cookie goes). */
export const DEV_PROGRESS_PATH = '/member/__dev/progress';

/**
 * The step to resume on after a flow edit: the one the member was on when the new path still reaches it and
 * no earlier step lost its answers, else the first step that lacks answers.
 */
export function resumeStep(flow: Flow, facts: FlowFacts, current: string | undefined): string {
  const path = reachableSteps(flow, facts).map((step) => step.id);
  const unanswered = firstUnansweredStepId(flow, facts);
  const at = current === undefined ? -1 : path.indexOf(current);
  if (at >= 0 && (unanswered === undefined || at <= path.indexOf(unanswered))) return current as string;
  return unanswered ?? firstStepId(flow, facts);
}

const progressSchema = {
  querystring: { type: 'object', properties: { step: { type: 'string', maxLength: 100 } }, additionalProperties: false },
  response: {
    200: {
      type: 'object',
      required: ['flowHash', 'answers', 'stepId'],
      properties: { flowHash: { type: 'string' }, answers: { type: 'object', additionalProperties: true }, stepId: { type: 'string' } },
    },
    404: { type: 'object', properties: { error: { type: 'object', properties: { code: { type: 'string' }, message: { type: 'string' } } } } },
  },
};

/**
 * `npm run dev` only: GET /member/__dev/progress answers the session's enrolment as the server now holds it
 * (flow hash, re-validated answers, the step to resume on), so the open page reloads onto an edited flow
 * with the same enrolment. Refused in production.
 */
// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions.
export async function devProgressRoute(app: FastifyInstance, opts: { db: Database; flow: Flow; flags: Record<string, boolean>; marketField?: string; today: () => string }): Promise<void> {
  assertNotProduction('The dev progress route');
  const currentFlowHash = flowHash(opts.flow);
  app.get<{ Querystring: { step?: string } }>(DEV_PROGRESS_PATH, { schema: { hide: true, ...progressSchema } }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    const { rows } = token
      ? await opts.db.query<{ presets: Record<string, string>; flags: Record<string, boolean> | null; answers: Answers }>(
          `select e.presets, e.flags, (select coalesce(jsonb_object_agg(step_id, answers), '{}'::jsonb) from step_answers where enrolment_id = e.id) as answers
           from enrolments e where e.session_hash = $1 and e.status = 'in_progress' and e.flow_hash = $2`,
          [hashSessionToken(token), currentFlowHash],
        )
      : { rows: [] };
    const row = rows[0];
    reply.header('cache-control', 'no-store');
    if (!row) return reply.code(404).send({ error: { code: 'no_open_enrolment', message: 'No open enrolment on the current flow for this session; start one in the page.' } });
    const facts: FlowFacts = { flags: { ...opts.flags, ...(row.flags ?? {}) }, presets: row.presets, answers: row.answers, today: opts.today(), marketField: opts.marketField };
    return { flowHash: currentFlowHash, answers: row.answers, stepId: resumeStep(opts.flow, facts, request.query.step) };
  });
}
