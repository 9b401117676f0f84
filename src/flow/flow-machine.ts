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
      saveStep: missing('saveStep') as unknown as ReturnType<typeof fromPromise<void, { stepId: string; answers: StepAnswers }>>,
      submitEnrolment: missing('submitEnrolment') as unknown as ReturnType<typeof fromPromise<SubmitResult, { answers: Answers }>>,
    },
    guards: {
      isTarget: ({ context }, params: { stepId: string }) => context.target === params.stepId,
      hasEnrolment: ({ context }) => context.enrolmentId !== undefined,
      canGoTo: ({ context, event }) =>
        event.type === 'GO_TO' && context.result === undefined && context.visited.includes(event.stepId) && isReachable(flow, evalCtx(context), event.stepId),
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
