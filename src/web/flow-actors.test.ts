import { createActor, waitFor } from 'xstate';
import onboarding from '../../flows/onboarding.json';
import { loadFlow, resolveFlags } from '../flow/load-flow';
import { NO_ANALYTICS } from '../platform/analytics';
import { ApiCallError, type MemberApi } from '../platform/member-api';
import { flowMachineWithServices, serverFailures } from './flow-actors';

describe('serverFailures', () => {
  it.each([
    ['a rejected step, grouped by field', new ApiCallError(400, 'validation_failed', 'x', [{ field: 'email', rule: 'format' }, { field: 'dateOfBirth', rule: 'minAge' }, { field: 'email', rule: 'maxLength' }]), [{ field: 'email', rules: ['format', 'maxLength'] }, { field: 'dateOfBirth', rules: ['minAge'] }]],
    ['another API error', new ApiCallError(401, 'session_expired', 'x'), []],
    ['an error that is not from the API', new Error('validation_failed'), []],
  ])('names the fields and rules of %s', (_case, error, expected) => {
    expect(serverFailures(error)).toEqual(expected);
  });
});

describe('a save with the later steps\' code (issue 11)', () => {
  const flow = loadFlow(onboarding);
  const api = {
    startEnrolment: async () => ({ enrolmentId: 'e-1' }),
    saveStep: async () => undefined,
  } as unknown as MemberApi;

  function started(laterCode: () => Promise<void>) {
    const machine = flowMachineWithServices(flow, api, NO_ANALYTICS, () => 'en-US', () => undefined, laterCode);
    return createActor(machine, { input: { flags: resolveFlags(flow), presets: {}, today: '2026-11-23' } }).start();
  }

  it('shows as saving at once, and moves on only once that code is in', async () => {
    let arrive = () => undefined as void;
    const actor = started(() => new Promise<void>((resolve) => (arrive = resolve)));
    await waitFor(actor, (s) => s.context.stepId === 'unit' && !s.hasTag('busy'));
    actor.send({ type: 'NEXT', answers: { unit: 'move' } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(actor.getSnapshot().context.stepId).toBe('unit');
    arrive();
    expect((await waitFor(actor, (s) => !s.hasTag('busy'))).context.stepId).toBe('language');
  });

  it('fails the save, to be tried again, when that code cannot be fetched', async () => {
    const actor = started(() => Promise.reject(new Error('chunk failed')));
    await waitFor(actor, (s) => s.context.stepId === 'unit' && !s.hasTag('busy'));
    actor.send({ type: 'NEXT', answers: { unit: 'move' } });
    const after = await waitFor(actor, (s) => !s.hasTag('busy'));
    expect([after.context.stepId, after.context.error]).toEqual(['unit', 'network_error']);
    expect(after.context.answers).toEqual({});
  });
});
