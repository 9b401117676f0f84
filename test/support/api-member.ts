import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { StepAnswers } from '../../src/flow/flow-types';
import { SESSION_COOKIE } from '../../src/server/enrolment/session';

/** One member talking to the API through `app.inject`, as the browser would: start, save steps, slots, submit. */
export async function apiMember(app: FastifyInstance, unit: string | undefined) {
  const started = await app.inject({ method: 'POST', url: '/member/enrolments', payload: { locale: 'en-US', ...(unit ? { unit } : {}) } });
  const jar = started.cookies.find((c) => c.name === SESSION_COOKIE);
  if (started.statusCode !== 201 || !jar) throw new Error(`start failed: ${started.statusCode} ${started.body}`);
  const cookie = `${SESSION_COOKIE}=${jar.value}`;
  const enrolmentId = started.json<{ enrolmentId: string }>().enrolmentId;
  let keys = 0;

  const save = (stepId: string, answers: StepAnswers): Promise<LightMyRequestResponse> =>
    app.inject({ method: 'PUT', url: `/member/enrolment/steps/${stepId}`, headers: { cookie }, payload: { answers } });

  /** Saves and fails loudly on any refusal. */
  async function saveOk(stepId: string, answers: StepAnswers): Promise<void> {
    const res = await save(stepId, answers);
    if (res.statusCode !== 200) throw new Error(`save ${stepId} ${JSON.stringify(answers)}: ${res.statusCode} ${res.body}`);
  }

  async function freeSlots(): Promise<string[]> {
    const res = await app.inject({ url: '/member/enrolment/slots', headers: { cookie } });
    return res.json<{ slots: { start: string }[] }>().slots.map((slot) => slot.start);
  }

  const firstFreeSlot = async (): Promise<string | undefined> => (await freeSlots())[0];

  const submit = () => {
    keys += 1;
    return app.inject({ method: 'POST', url: '/member/enrolment/submit', headers: { cookie, 'idempotency-key': `walk-${enrolmentId}-${keys}` } });
  };

  return { enrolmentId, save, saveOk, firstFreeSlot, freeSlots, submit };
}

/** A member of the API. */
export type ApiMember = Awaited<ReturnType<typeof apiMember>>;
