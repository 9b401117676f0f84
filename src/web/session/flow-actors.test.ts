import { createActor, waitFor } from 'xstate';
import onboarding from '../../../flows/onboarding.json';
import { loadFlow, resolveFlags } from '../../flow/load-flow';
import { NO_ANALYTICS } from '../../platform/analytics';
import { ApiCallError, type MemberApi } from '../../platform/member-api';
import { flowMachineOf, flowPorts, serverFailures, type SaveQueueHandle } from './flow-actors';
import type { Answers } from '../../flow/flow-types';

describe('serverFailures', () => {
  it.each([
    ['a rejected step, grouped by field', new ApiCallError(400, 'validation_failed', 'x', [{ field: 'email', rule: 'format' }, { field: 'dateOfBirth', rule: 'minAge' }, { field: 'email', rule: 'maxLength' }]), [{ field: 'email', rules: ['format', 'maxLength'] }, { field: 'dateOfBirth', rules: ['minAge'] }]],
    ['another API error', new ApiCallError(401, 'session_expired', 'x'), []],
    ['an error that is not from the API', new Error('validation_failed'), []],
  ])('names the fields and rules of %s', (_case, error, expected) => {
    expect(serverFailures(error)).toEqual(expected);
  });
});

describe('a save and the phone library', () => {
  const flow = loadFlow(onboarding);
  const api = {
    startEnrolment: async () => ({ enrolmentId: 'e-1' }),
    saveStep: async () => undefined,
  } as unknown as MemberApi;

  function started(phoneLibrary: () => Promise<void>) {
    const ports = flowPorts(flow, api, NO_ANALYTICS, () => 'en-US', () => undefined, phoneLibrary, { enqueue: () => undefined, drained: async () => undefined });
    return createActor(flowMachineOf(flow), { input: { flags: resolveFlags(flow), presets: { unit: 'move' }, today: '2026-11-23', ports } }).start();
  }

  async function onCountry(actor: ReturnType<typeof started>) {
    await waitFor(actor, (s) => s.context.stepId === 'language' && !s.hasTag('busy'));
    actor.send({ type: 'NEXT', answers: { language: 'EN' } });
    return waitFor(actor, (s) => s.context.stepId === 'country' && !s.hasTag('busy'));
  }

  it('does not wait for it when no other step\'s rule reads the step saved', async () => {
    const actor = started(() => new Promise<void>(() => undefined));
    expect((await onCountry(actor)).context.stepId).toBe('country');
  });

  it('shows the country as saving at once, and moves on only once the library is in (a phone rule reads the country)', async () => {
    let arrive = () => undefined as void;
    let asked = 0;
    const actor = started(() => ((asked += 1), new Promise<void>((resolve) => (arrive = resolve))));
    await onCountry(actor);
    actor.send({ type: 'NEXT', answers: { country: 'US' } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect([actor.getSnapshot().context.stepId, asked]).toEqual(['country', 1]);
    arrive();
    expect((await waitFor(actor, (s) => !s.hasTag('busy'))).context.stepId).toBe('region');
  });

  it('fails the save, to be tried again, when the library cannot be fetched', async () => {
    const actor = started(() => Promise.reject(new Error('chunk failed')));
    await onCountry(actor);
    actor.send({ type: 'NEXT', answers: { country: 'US' } });
    const after = await waitFor(actor, (s) => !s.hasTag('busy'));
    expect([after.context.stepId, after.context.error, after.context.answers.country]).toEqual(['country', 'network_error', undefined]);
  });
});

describe('a submit and the save queue', () => {
  const flow = loadFlow(onboarding);
  const answers: Answers = {
    language: { language: 'EN' }, country: { country: 'US' }, region: { region: 'NY' }, timezone: { timezone: 'America/New_York' },
    profile: { firstName: 'A', lastName: 'B', dateOfBirth: '1990-01-01', email: 'a@b.co', phone: '+1 212 555 0123' },
    'about-you': { gender: 'female', education: 'degree', race: 'asian', employment: 'full_time' },
    legal: { termsConsent: true, privacyConsent: true, telehealthConsent: true, nonDiscriminationConsent: true },
    hipaa: { hipaaConsent: true }, research: { irbConsent: false }, 'health-network': { healthNetworkConsent: true }, appointment: {},
  };

  function atReview(saves: SaveQueueHandle) {
    const submits: string[] = [];
    const api = { submit: async () => (submits.push('submit'), { patientState: 'enrolled_300', destinations: [] }) } as unknown as MemberApi;
    const ports = flowPorts(flow, api, NO_ANALYTICS, () => 'en-US', () => undefined, () => Promise.resolve(), saves);
    const progress = { enrolmentId: 'e-1', stepId: 'review', answers, drafts: {}, visited: [...Object.keys(answers), 'review'] };
    const actor = createActor(flowMachineOf(flow), { input: { flags: resolveFlags(flow), presets: { unit: 'move' }, today: '2026-11-23', progress, ports } }).start();
    return { actor, submits };
  }

  it('submits only once the saves queued before it are acknowledged, busy meanwhile', async () => {
    let drain = () => undefined as void;
    const { actor, submits } = atReview({ enqueue: () => undefined, drained: () => new Promise<void>((resolve) => (drain = resolve)) });
    expect(submits).toEqual([]);
    actor.send({ type: 'SUBMIT' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect([actor.getSnapshot().hasTag('busy'), submits]).toEqual([true, []]);
    drain();
    expect((await waitFor(actor, (s) => !s.hasTag('busy'))).context.stepId).toBe('done');
    expect(submits).toEqual(['submit']);
  });

  it('sends the member to the step whose save was refused, without submitting', async () => {
    const { actor, submits } = atReview({ enqueue: () => undefined, drained: () => Promise.reject(new ApiCallError(400, 'validation_failed', 'x', [], 'profile')) });
    actor.send({ type: 'SUBMIT' });
    const after = await waitFor(actor, (s) => !s.hasTag('busy'));
    expect([after.context.stepId, after.context.error, submits]).toEqual(['profile', 'validation_failed', []]);
  });
});

describe('flowMachineOf', () => {
  it('builds a flow\'s machine once, ahead of the render that needs it (building it in the hydrating render cost a slow phone a 200 ms task); each page\'s services go with its actor\'s input, so no page builds it again', async () => {
    const flow = loadFlow(onboarding);
    const built = flowMachineOf(flow);
    expect(flowMachineOf(flow)).toBe(built);
    expect(flowMachineOf(loadFlow(onboarding))).not.toBe(built);
    const started: string[] = [];
    const api = { startEnrolment: async (body: { locale: string; unit?: string }) => (started.push(`${body.locale} ${body.unit ?? '-'}`), { enrolmentId: 'e-1' }) } as unknown as MemberApi;
    const ports = flowPorts(flow, api, NO_ANALYTICS, () => 'fr-CA', () => undefined, async () => undefined, { enqueue: () => undefined, drained: async () => undefined });
    const actor = createActor(built, { input: { flags: resolveFlags(flow), presets: { unit: 'move' }, today: '2026-11-23', ports } }).start();
    expect(actor.logic).toBe(built);
    await waitFor(actor, (s) => s.context.enrolmentId === 'e-1');
    expect(started).toEqual(['fr-CA move']);
  });
});
