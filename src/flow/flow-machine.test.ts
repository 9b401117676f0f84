import { createActor, fromPromise, waitFor } from 'xstate';
import onboarding from '../../flows/onboarding.json';
import type { Answers, StepAnswers } from './flow-types';
import { createFlowMachine } from './flow-machine';
import type { FlowMachineInput, FlowPorts, SubmitResult } from './flow-machine-types';
import { loadFlow, marketFieldOf, resolveFlags } from './load-flow';

const flow = loadFlow(onboarding);
const machine = createFlowMachine(flow, marketFieldOf(flow));

// The effects go with the actor's input (FlowPorts), as on the page: one machine, built once, serves every actor.
function start(input: Partial<FlowMachineInput> = {}, failPrepare = false) {
  const saved: { stepId: string; answers: StepAnswers }[] = [];
  const ports: FlowPorts = {
    enqueueSave: (stepId, answers) => void saved.push({ stepId, answers }),
    startEnrolment: async () => ({ enrolmentId: 'e-1' }),
    prepareSave: async () => {
      if (failPrepare) throw Object.assign(new Error('chunk failed'), { code: 'network_error' });
    },
    submitEnrolment: async () => ({ patientState: 'enrolled_300', destinations: [] }),
  };
  const actor = createActor(machine, {
    input: { flags: resolveFlags(flow), presets: { unit: 'move' }, today: '2026-11-21', ports, ...input },
  }).start();
  return { actor, saved };
}

/** A US adult's answers, by step. */
const US_ANSWERS: Record<string, StepAnswers> = {
  language: { language: 'EN' }, country: { country: 'US' }, region: { region: 'NY' }, timezone: { timezone: 'America/New_York' },
  profile: { firstName: 'A', lastName: 'B', dateOfBirth: '1990-01-01', email: 'a@b.co', phone: '+1 555 0100' },
  'about-you': { gender: 'female', education: 'degree', race: 'asian', employment: 'full_time' },
  legal: { termsConsent: true, privacyConsent: true, telehealthConsent: true, nonDiscriminationConsent: true },
  hipaa: { hipaaConsent: true }, research: { irbConsent: false }, 'health-network': { healthNetworkConsent: true }, appointment: {},
};

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => s.context.stepId !== undefined && !s.hasTag('busy'));

async function next(actor: ReturnType<typeof start>['actor'], answers: StepAnswers) {
  actor.send({ type: 'NEXT', answers });
  return settled(actor);
}

describe('flow machine on flows/onboarding.json', () => {
  it('fails the start, to be tried again, when no effects were given with its input, naming what is missing', async () => {
    const actor = createActor(machine, { input: { flags: resolveFlags(flow), presets: { unit: 'move' }, today: '2026-11-21' } }).start();
    const after = await waitFor(actor, (s) => s.matches('startFailed'));
    expect(after.context.error).toBe('start_failed');
  });

  it('skips the unit step when the address names the unit', async () => {
    const { actor } = start();
    expect((await settled(actor)).context.stepId).toBe('language');
  });

  it('starts on the unit step without a preset', async () => {
    const { actor } = start({ presets: {} });
    expect((await settled(actor)).context.stepId).toBe('unit');
  });

  it('walks a US adult to the review page, asking for HIPAA and not GDPR', async () => {
    const { actor, saved } = start();
    await settled(actor);
    const path: string[] = [];
    const answersByStep = US_ANSWERS;
    let state = actor.getSnapshot();
    while (state.context.stepId !== 'review') {
      const stepId = state.context.stepId!;
      path.push(stepId);
      state = await next(actor, answersByStep[stepId]);
    }
    expect(path).toEqual(['language', 'country', 'region', 'timezone', 'profile', 'about-you', 'legal', 'hipaa', 'research', 'health-network', 'appointment']);
    expect(saved.map((s) => s.stepId)).toEqual(path);

    actor.send({ type: 'EDIT', stepId: 'country' });
    state = await settled(actor);
    expect(state.context.stepId).toBe('country');
    state = await next(actor, { country: 'FR' });
    expect(state.context.answers.region).toBeUndefined();
    expect(state.context.answers.hipaa).toBeUndefined();
    // New York is no zone of France: the zone is asked again.
    expect(state.context.stepId).toBe('timezone');
    state = await next(actor, { timezone: 'Europe/Paris' });
    // The US phone number is not one France dials: the profile is asked again, its other answers kept.
    expect(state.context.stepId).toBe('profile');
    const { phone: _phone, ...kept } = answersByStep.profile;
    expect(state.context.drafts.profile).toEqual(kept);
    // What the server still holds of it (a continue-later link needs the birth date) until the member answers it.
    expect(state.context.kept?.profile).toEqual(kept);
    state = await next(actor, { ...kept, phone: '+33 6 12 34 56 78' });
    expect(state.context.kept?.profile).toBeUndefined();
    expect(state.context.stepId).toBe('gdpr');
    state = await next(actor, { gdprConsent: true });
    expect(state.context.stepId).toBe('review');

    actor.send({ type: 'SUBMIT' });
    state = await settled(actor);
    expect(state.context.stepId).toBe('done');
    expect(state.context.result?.patientState).toBe('enrolled_300');
  });

  it('asks a minor for the minors consent, and drops it when the birth date changes', async () => {
    const progress = {
      enrolmentId: 'e-1', stepId: 'profile', drafts: {}, visited: ['language', 'country', 'timezone', 'profile'],
      answers: { language: { language: 'EN' }, country: { country: 'AU' }, timezone: { timezone: 'Australia/Sydney' } },
    };
    const { actor } = start({ progress });
    let state = await settled(actor);
    expect(state.context.stepId).toBe('profile');
    const adult = { firstName: 'A', lastName: 'B', dateOfBirth: '2010-01-01', email: 'a@b.co', phone: '+61 2 5550 1000' };
    state = await next(actor, adult);
    // A minor meets the guardian step straight after the birth date, before any consent.
    expect(state.context.stepId).toBe('minors');
    actor.send({ type: 'BACK' });
    state = await settled(actor);
    expect(state.context.stepId).toBe('profile');
  });

  it('moves on at once when Continue is pressed, the save queued behind the member', async () => {
    const { actor, saved } = start();
    await settled(actor);
    expect(saved).toEqual([]);
    actor.send({ type: 'NEXT', answers: { language: 'EN' } });
    const now = actor.getSnapshot();
    expect([now.context.stepId, now.hasTag('busy'), now.context.answers.language]).toEqual(['country', false, { language: 'EN' }]);
    expect(saved).toEqual([{ stepId: 'language', answers: { language: 'EN' } }]);
  });

  it('brings the member back to a refused step with the answers refused and the code, from wherever they are', async () => {
    const { actor } = start();
    await settled(actor);
    await next(actor, { language: 'EN' });
    await next(actor, { country: 'US' });
    expect(actor.getSnapshot().context.stepId).toBe('region');
    actor.send({ type: 'SAVE_REFUSED', stepId: 'language', answers: { language: 'XX' }, code: 'validation_failed' });
    const state = await settled(actor);
    expect(state.context).toMatchObject({ stepId: 'language', error: 'validation_failed', drafts: { language: { language: 'XX' } } });
  });

  it('ignores a refusal of a step that is not a form step on the member\'s path', async () => {
    const { actor } = start();
    await settled(actor);
    await next(actor, { language: 'EN' });
    for (const stepId of ['unit', 'gdpr', 'review', 'nowhere']) actor.send({ type: 'SAVE_REFUSED', stepId, answers: {}, code: 'validation_failed' });
    expect(actor.getSnapshot().context).toMatchObject({ stepId: 'country', error: undefined });
  });

  it('stays on the step with the error code when what its save needs cannot be loaded', async () => {
    const { actor } = start({}, true);
    await settled(actor);
    await next(actor, { language: 'EN' });
    const state = await next(actor, { country: 'US' });
    expect(state.context.stepId).toBe('country');
    expect(state.context.error).toBe('network_error');
    expect(state.context.answers.country).toBeUndefined();
  });

  it('ignores GO_TO a step never visited, honours one visited', async () => {
    const { actor } = start();
    await settled(actor);
    await next(actor, { language: 'EN' });
    actor.send({ type: 'GO_TO', stepId: 'appointment' });
    expect(actor.getSnapshot().context.stepId).toBe('country');
    actor.send({ type: 'GO_TO', stepId: 'language' });
    expect((await settled(actor)).context.stepId).toBe('language');
  });

  it('keeps drafts typed on a step', async () => {
    const { actor } = start();
    await settled(actor);
    actor.send({ type: 'CHANGE', answers: { language: 'ES' } });
    expect(actor.getSnapshot().context.drafts.language).toEqual({ language: 'ES' });
  });

  it('tries a failed step again on RETRY with the answers the member gave, and goes on', async () => {
    let failures = 1;
    const saved: { stepId: string; answers: StepAnswers }[] = [];
    const machine = createFlowMachine(flow, marketFieldOf(flow)).provide({
      actions: { enqueueSave: (_args, call) => void saved.push(call) },
      actors: {
        startEnrolment: fromPromise(async () => ({ enrolmentId: 'e-1' })),
        prepareSave: fromPromise(async () => {
          if (failures-- > 0) throw Object.assign(new Error('no answer'), { code: 'timeout' });
        }),
        submitEnrolment: fromPromise<SubmitResult, { answers: Answers }>(async () => ({ patientState: 'enrolled_300', destinations: [] })),
      },
    });
    const actor = createActor(machine, { input: { flags: resolveFlags(flow), presets: { unit: 'move' }, today: '2026-11-21' } }).start();
    await settled(actor);
    await next(actor, { language: 'ES' });
    let state = await next(actor, { country: 'US' });
    expect(state.context).toMatchObject({ stepId: 'country', error: 'timeout', drafts: { country: { country: 'US' } } });
    actor.send({ type: 'RETRY' });
    state = await settled(actor);
    expect(state.context.stepId).toBe('region');
    expect(state.context.error).toBeUndefined();
    expect(saved.map((save) => save.stepId)).toEqual(['language', 'country']);
  });

  it('ignores RETRY on a step with nothing that failed', async () => {
    const { actor, saved } = start();
    await settled(actor);
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(saved).toEqual([]);
  });

  it('lets nothing change the answers while a submit runs (EDIT, BACK, GO_TO), and tries a failed submit again on RETRY', async () => {
    const visited = [...Object.keys(US_ANSWERS), 'review'];
    const progress = { enrolmentId: 'e-1', stepId: 'review', drafts: {}, visited, answers: US_ANSWERS };
    const submits: ((result: SubmitResult | Error) => void)[] = [];
    const machine = createFlowMachine(flow, marketFieldOf(flow)).provide({
      actors: {
        startEnrolment: fromPromise(async () => ({ enrolmentId: 'e-1' })),
        submitEnrolment: fromPromise<SubmitResult, { answers: Answers }>(
          () => new Promise<SubmitResult>((resolve, reject) => submits.push((r) => (r instanceof Error ? reject(r) : resolve(r)))),
        ),
      },
    });
    const actor = createActor(machine, { input: { flags: resolveFlags(flow), presets: { unit: 'move' }, today: '2026-11-21', progress } }).start();
    let state = await settled(actor);
    expect(state.context.stepId).toBe('review');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    for (const event of [{ type: 'EDIT', stepId: 'language' }, { type: 'BACK' }, { type: 'GO_TO', stepId: 'language' }] as const) {
      actor.send(event);
      expect(actor.getSnapshot().context.stepId).toBe('review');
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    }
    submits[0](Object.assign(new Error('no answer'), { code: 'timeout' }));
    state = await settled(actor);
    expect(state.context).toMatchObject({ stepId: 'review', error: 'timeout' });
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(submits).toHaveLength(2);
    submits[1]({ patientState: 'enrolled_300', destinations: [] });
    state = await settled(actor);
    expect(state.context.stepId).toBe('done');
  });
});

describe("the member's own day", () => {
  // The page starts on the browser's day (here the UTC day) and learns hers once she answered a zone.
  const minorTurning18 = { ...US_ANSWERS.profile, dateOfBirth: '2008-11-28' };

  it('asks for the guardian after the profile once the page counts in her day, on which she is still 17', async () => {
    const { actor } = start({ today: '2026-11-28' });
    await settled(actor);
    for (const step of ['language', 'country', 'region', 'timezone']) await next(actor, US_ANSWERS[step] ?? {});
    actor.send({ type: 'TODAY', today: '2026-11-27' });
    expect((await next(actor, minorTurning18)).context.stepId).toBe('minors');
  });

  it('on the browser day, where she is already 18, goes on without the guardian', async () => {
    const { actor } = start({ today: '2026-11-28' });
    await settled(actor);
    for (const step of ['language', 'country', 'region', 'timezone']) await next(actor, US_ANSWERS[step] ?? {});
    expect((await next(actor, minorTurning18)).context.stepId).toBe('about-you');
  });
});
