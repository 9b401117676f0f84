import { assign, fromPromise, setup } from 'xstate';
import type { Answers, Flow, StepAnswers } from './flow-types';
import type { FlowFacts } from './flow-facts';
import type { FlowContext, FlowEvent, FlowMachineInput, FlowPorts, SubmitResult } from './flow-machine-types';
import { previousStepId, isReachable } from './reachability';
import { resolveTarget } from './flow-navigation';
import { stepStates } from './step-states';

const missing = (name: string) =>
  new Error(`The flow machine needs '${name}': give it in the actor's input (ports), or with machine.provide({ actors }).`);

/** Builds the XState machine of a flow: the only owner of where the member is (docs/design.md#one-definition-checked-in-four-places). */
export function createFlowMachine(flow: Flow, marketField?: string) {
  const evalCtx = (context: FlowContext): FlowFacts => ({ ...context, answers: context.answers, marketField });
  const stepIds = flow.steps.map((step) => step.id);

  return setup({
    types: {
      context: {} as FlowContext,
      events: {} as FlowEvent,
      input: {} as FlowMachineInput,
    },
    // Each runs the actor's own effect (its input's ports): the machine is built once and never rebuilt by provide().
    actors: {
      startEnrolment: fromPromise<{ enrolmentId: string }, { presets: Record<string, string>; ports?: FlowPorts }>(({ input }) =>
        input.ports ? input.ports.startEnrolment(input.presets) : Promise.reject(missing('startEnrolment'))),
      // What a step must have before its answers apply (the code its dependants' rules need); nothing by default.
      prepareSave: fromPromise<void, { stepId: string; ports?: FlowPorts }>(({ input }) => input.ports?.prepareSave(input.stepId) ?? Promise.resolve()),
      submitEnrolment: fromPromise<SubmitResult, { answers: Answers; ports?: FlowPorts }>(({ input }) =>
        input.ports ? input.ports.submitEnrolment(input.answers) : Promise.reject(missing('submitEnrolment'))),
    },
    actions: {
      // Queues the step's answers to be saved behind the member; the page gives the sender.
      enqueueSave: ({ context }, params: { stepId: string; answers: StepAnswers }) => context.ports?.enqueueSave(params.stepId, params.answers),
    },
    guards: {
      isTarget: ({ context }, params: { stepId: string }) => context.target === params.stepId,
      hasEnrolment: ({ context }) => context.enrolmentId !== undefined,
      canGoTo: ({ context, event }) =>
        event.type === 'GO_TO' && context.result === undefined && context.visited.includes(event.stepId) && isReachable(flow, evalCtx(context), event.stepId),
      canReturnTo: ({ context, event }) =>
        event.type === 'SAVE_REFUSED' && context.result === undefined && flow.steps.some((step) => step.id === event.stepId && step.kind === 'form') && isReachable(flow, evalCtx(context), event.stepId),
      hasPrevious: ({ context }) => context.stepId !== undefined && previousStepId(flow, evalCtx(context), context.stepId) !== undefined,
    },
  }).createMachine({
    id: 'flow',
    context: ({ input }) => ({
      flags: input.flags,
      presets: input.presets,
      today: input.today,
      answers: input.progress?.answers ?? {},
      drafts: input.progress?.drafts ?? {},
      kept: input.progress?.kept,
      visited: input.progress?.visited ?? [],
      enrolmentId: input.progress?.enrolmentId,
      returnTo: input.progress?.returnTo,
      target: input.progress?.stepId,
      ports: input.ports,
    }),
    initial: 'boot',
    on: {
      TODAY: { actions: assign({ today: ({ context, event }) => (event.type === 'TODAY' ? event.today : context.today) }) },
      GO_TO: { guard: 'canGoTo', target: '.routing', actions: assign({ target: ({ event }) => event.stepId, error: undefined }) },
      // A save the server refused, wherever the member is now: back to that step with their answers and the refusal.
      SAVE_REFUSED: {
        guard: 'canReturnTo',
        target: '.routing',
        actions: assign(({ context, event }) => (event.type === 'SAVE_REFUSED' ? { target: event.stepId, drafts: { ...context.drafts, [event.stepId]: event.answers }, error: event.code, returnTo: undefined } : {})),
      },
    },
    states: {
      boot: { always: [{ guard: 'hasEnrolment', target: 'routing' }, { target: 'starting' }] },
      starting: {
        tags: ['busy'],
        invoke: {
          src: 'startEnrolment',
          input: ({ context }) => ({ presets: context.presets, ports: context.ports }),
          onDone: { target: 'routing', actions: assign({ enrolmentId: ({ event }) => event.output.enrolmentId, error: undefined }) },
          onError: { target: 'startFailed', actions: assign({ error: 'start_failed' }) },
        },
      },
      startFailed: { on: { RETRY: 'starting' } },
      routing: {
        entry: assign({ target: ({ context }) => resolveTarget(flow, evalCtx(context), context.target) }),
        always: stepIds.map((stepId) => ({ guard: { type: 'isTarget' as const, params: { stepId } }, target: stepId })),
      },
      ...stepStates(flow, evalCtx),
    },
  });
}
