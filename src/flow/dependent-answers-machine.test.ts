import { createActor, fromPromise, waitFor } from 'xstate';
import onboarding from '../../flows/onboarding.json';
import type { Answers, StepAnswers } from './flow-types';
import { createFlowMachine } from './flow-machine';
import type { FlowMachineInput, SubmitResult } from './flow-machine-types';
import { loadFlow, marketFieldOf, resolveFlags } from './load-flow';

const flow = loadFlow(onboarding);

const US_ANSWERS: Answers = {
  language: { language: 'EN' }, country: { country: 'US' }, region: { region: 'NY' }, timezone: { timezone: 'America/New_York' },
  profile: { firstName: 'A', lastName: 'B', dateOfBirth: '1990-01-01', email: 'a@b.co', phone: '+1 212 555 0123' },
  'about-you': { gender: 'female', education: 'degree', race: 'asian', employment: 'full_time' },
  legal: { termsConsent: true, privacyConsent: true, telehealthConsent: true, nonDiscriminationConsent: true },
  hipaa: { hipaaConsent: true }, research: { irbConsent: false }, 'health-network': { healthNetworkConsent: true },
  appointment: { slot: '2026-11-24T15:00:00.000Z' },
};

type SubmitOutcome = () => Promise<SubmitResult>;

/** A machine restored on the review page with the given answers (as after a reload), and a log of saves. */
function atReview(answers: Answers, presets: Record<string, string> = { unit: 'move' }, submit: SubmitOutcome = async () => ({ patientState: 'enrolled_300', destinations: [] })) {
  const saved: { stepId: string; answers: StepAnswers }[] = [];
  const machine = createFlowMachine(flow, marketFieldOf(flow)).provide({
    actions: { enqueueSave: (_args, call) => void saved.push(call) },
    actors: {
      startEnrolment: fromPromise(async () => ({ enrolmentId: 'e-1' })),
      submitEnrolment: fromPromise<SubmitResult, { answers: Answers }>(submit),
    },
  });
  const input: FlowMachineInput = {
    flags: resolveFlags(flow), presets, today: '2026-11-21',
    progress: { enrolmentId: 'e-1', stepId: 'review', answers, drafts: {}, visited: [...Object.keys(answers), 'review'] },
  };
  const actor = createActor(machine, { input }).start();
  const settled = () => waitFor(actor, (s) => s.context.stepId !== undefined && !s.hasTag('busy'));
  const next = async (stepAnswers: StepAnswers) => {
    actor.send({ type: 'NEXT', answers: stepAnswers });
    return settled();
  };
  const edit = async (stepId: string) => {
    actor.send({ type: 'EDIT', stepId });
    return settled();
  };
  return { actor, saved, settled, next, edit };
}

describe('dependent answers in the flow machine', () => {
  it('from review, US -> CA re-asks the region (empty), the zone (New York is none of Canada) and the appointment, then returns to review', async () => {
    const m = atReview(US_ANSWERS);
    expect((await m.settled()).context.stepId).toBe('review');
    expect((await m.edit('country')).context.stepId).toBe('country');
    let state = await m.next({ country: 'CA' });
    expect(state.context.stepId).toBe('region');
    expect(state.context.answers.region).toBeUndefined();
    expect(state.context.drafts.region).toEqual({});
    expect(state.context.answers.hipaa).toBeUndefined();
    state = await m.next({ region: 'QC' });
    expect(state.context.stepId).toBe('timezone');
    expect(state.context.drafts.timezone).toEqual({});
    state = await m.next({ timezone: 'America/Toronto' });
    expect(state.context.stepId).toBe('appointment');
    expect(state.context.answers.appointment).toBeUndefined();
    state = await m.next({ slot: '2026-11-25T15:00:00.000Z' });
    expect(state.context.stepId).toBe('review');
    expect(state.context.answers.region).toEqual({ region: 'QC' });
    expect(m.saved.map((s) => s.stepId)).toEqual(['country', 'region', 'timezone', 'appointment']);
  });

  it('from review, US -> GB drops HIPAA; asks the region, the zone, the profile (its US phone fails), GDPR and the appointment in flow order', async () => {
    const m = atReview(US_ANSWERS);
    await m.settled();
    await m.edit('country');
    const asked: string[] = [];
    let state = await m.next({ country: 'GB' });
    const answersFor: Record<string, StepAnswers> = { region: { region: 'ENG' }, timezone: { timezone: 'Europe/London' }, profile: { ...US_ANSWERS.profile, phone: '+44 20 7946 0958' }, gdpr: { gdprConsent: true }, appointment: {} };
    while (state.context.stepId !== 'review') {
      const stepId = state.context.stepId!;
      asked.push(stepId);
      state = await m.next(answersFor[stepId]);
    }
    expect(asked).toEqual(['region', 'timezone', 'profile', 'gdpr', 'appointment']);
    expect(state.context.drafts).toEqual({});
    expect(state.context.answers.hipaa).toBeUndefined();
    expect(state.context.answers.gdpr).toEqual({ gdprConsent: true });
  });

  it('from review, changing the time zone re-asks only the appointment', async () => {
    const m = atReview(US_ANSWERS);
    await m.settled();
    await m.edit('timezone');
    let state = await m.next({ timezone: 'America/Chicago' });
    expect(state.context.stepId).toBe('appointment');
    expect(state.context.answers.region).toEqual({ region: 'NY' });
    state = await m.next({});
    expect(state.context.stepId).toBe('review');
  });

  it('from review, saving the country unchanged asks nothing again', async () => {
    const m = atReview(US_ANSWERS);
    await m.settled();
    await m.edit('country');
    const state = await m.next({ country: 'US' });
    expect(state.context.stepId).toBe('review');
    expect(state.context.answers).toEqual(US_ANSWERS);
  });

  it('without a unit preset, changing the unit re-asks the research consent and the appointment', async () => {
    const m = atReview({ unit: { unit: 'move' }, ...US_ANSWERS }, {});
    await m.settled();
    await m.edit('unit');
    let state = await m.next({ unit: 'bloom' });
    expect(state.context.stepId).toBe('research');
    expect(state.context.answers.research).toBeUndefined();
    state = await m.next({ irbConsent: true });
    expect(state.context.stepId).toBe('appointment');
    state = await m.next({});
    expect(state.context.stepId).toBe('review');
  });

  it('a birth date that makes the member a minor asks the minors step; one that keeps them a minor does not', async () => {
    const m = atReview(US_ANSWERS);
    await m.settled();
    await m.edit('profile');
    let state = await m.next({ ...US_ANSWERS.profile, dateOfBirth: '2012-05-05' });
    expect(state.context.stepId).toBe('minors');
    state = await m.next({ guardianName: 'G', minorsConsent: true });
    expect(state.context.stepId).toBe('review');
    await m.edit('profile');
    state = await m.next({ ...US_ANSWERS.profile, dateOfBirth: '2011-03-03' });
    expect(state.context.stepId).toBe('review');
    expect(state.context.answers.minors).toEqual({ guardianName: 'G', minorsConsent: true });
    await m.edit('profile');
    state = await m.next({ ...US_ANSWERS.profile, dateOfBirth: '1980-03-03' });
    expect(state.context.stepId).toBe('review');
    expect(state.context.answers.minors).toBeUndefined();
  });

  it('a submit error naming a step goes to that step as an edit, keeping the error, and returns to review after saving', async () => {
    let fail = true;
    const m = atReview(US_ANSWERS, { unit: 'move' }, async () => {
      if (fail) throw Object.assign(new Error('stale'), { code: 'stale_answer', stepId: 'appointment' });
      return { patientState: 'enrolled_300', destinations: [] };
    });
    await m.settled();
    m.actor.send({ type: 'SUBMIT' });
    let state = await m.settled();
    expect(state.context.stepId).toBe('appointment');
    expect(state.context.error).toBe('stale_answer');
    expect(state.context.returnTo).toBe('review');
    fail = false;
    state = await m.next({});
    expect(state.context.stepId).toBe('review');
    expect(state.context.error).toBeUndefined();
  });

  it('a submit error naming no step (or an unknown one) stays on review with the error', async () => {
    const m = atReview(US_ANSWERS, { unit: 'move' }, async () => {
      throw Object.assign(new Error('x'), { code: 'incomplete', stepId: 'no-such-step' });
    });
    await m.settled();
    m.actor.send({ type: 'SUBMIT' });
    const state = await m.settled();
    expect(state.context.stepId).toBe('review');
    expect(state.context.error).toBe('incomplete');
  });
});
