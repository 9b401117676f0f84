import { assign, fromPromise, setup } from 'xstate';
import type { Answers, Flow, StepAnswers } from './flow-types';
import type { EvalContext } from './eval-context';
import type { FlowContext, FlowEvent, FlowMachineInput, SubmitResult } from './flow-machine-types';
import { previousStepId, isReachable } from './reachability';
import { resolveTarget } from './flow-navigation';
import { stepStates } from './step-states';

const missing = (name: string) =>
  fromPromise<never, unknown>(() => Promise.reject(new Error(`The flow machine needs the '${name}' actor: provide it with machine.provide({ actors }).`)));

/** Builds the XState machine of a flow: the only owner of where the member is (DESIGN "The idea"). */
export function createFlowMachine(flow: Flow, marketField?: string) {
  const evalCtx = (context: FlowContext): EvalContext => ({ ...context, answers: context.answers, marketField });
  const stepIds = flow.steps.map((step) => step.id);

  return setup({
    types: {
      context: {} as FlowContext,
      events: {} as FlowEvent,
      input: {} as FlowMachineInput,
    },
    actors: {
      startEnrolment: missing('startEnrolment') as unknown as ReturnType<typeof fromPromise<{ enrolmentId: string }, { presets: Record<string, string> }>>,
      // What a step must have before its answers apply (the code its dependants' rules need); nothing by default.
      prepareSave: fromPromise<void, { stepId: string }>(() => Promise.resolve()),
      submitEnrolment: missing('submitEnrolment') as unknown as ReturnType<typeof fromPromise<SubmitResult, { answers: Answers }>>,
    },
    actions: {
      // Queues the step's answers to be saved behind the member; the page provides the sender.
      enqueueSave: (_args, _params: { stepId: string; answers: StepAnswers }) => undefined,
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
      visited: input.progress?.visited ?? [],
      enrolmentId: input.progress?.enrolmentId,
      returnTo: input.progress?.returnTo,
      target: input.progress?.stepId,
    }),
    initial: 'boot',
    on: {
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
          input: ({ context }) => ({ presets: context.presets }),
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
