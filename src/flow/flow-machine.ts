import { assign, fromPromise, setup, type DoneActorEvent } from 'xstate';
import type { Answers, Flow, StepAnswers } from './flow-types';
import type { EvalContext } from './eval-context';
import { previousStepId, isReachable } from './reachability';
import { afterSave, resolveTarget, saveAnswers } from './flow-navigation';

/** What the server answers when an enrolment is submitted. */
export interface SubmitResult {
  patientState: string;
  destinations: { id: string; url: string }[];
}

/** The state a member's progress is kept in (and restored from local storage). */
export interface FlowProgress {
  enrolmentId?: string;
  stepId?: string;
  answers: Answers;
  drafts: Record<string, StepAnswers>;
  visited: string[];
  returnTo?: string;
}

/** Input of the machine: the run-time facts plus any saved progress. */
export interface FlowMachineInput {
  flags: Record<string, boolean>;
  presets: Record<string, string>;
  today: string;
  progress?: FlowProgress;
}

/** The machine's context. */
export interface FlowContext extends FlowProgress, Omit<EvalContext, 'answers'> {
  target?: string;
  error?: string;
  result?: SubmitResult;
}

/** Typed events: the only way components talk to the flow. */
export type FlowEvent =
  | { type: 'NEXT'; answers: StepAnswers }
  | { type: 'BACK' }
  | { type: 'CHANGE'; answers: StepAnswers }
  | { type: 'EDIT'; stepId: string }
  | { type: 'GO_TO'; stepId: string }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' };

const missing = (name: string) =>
  fromPromise<never, unknown>(() => Promise.reject(new Error(`The flow machine needs the '${name}' actor: provide it with machine.provide({ actors }).`)));

/** Builds the XState machine of a flow: the only owner of where the member is (DESIGN "The idea"). */
export function createFlowMachine(flow: Flow, marketField?: string) {
  const evalCtx = (context: FlowContext): EvalContext => ({ ...context, answers: context.answers, marketField });
  const stepIds = flow.steps.map((step) => step.id);
  const isForm = (id: string | undefined) => flow.steps.find((s) => s.id === id)?.kind === 'form';

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
      ...Object.fromEntries(flow.steps.map((step) => [step.id, stepState(step.id, step.kind)])),
    },
  });

  function stepState(stepId: string, kind: string) {
    const entry = assign(({ context }: { context: FlowContext }) => ({
      stepId,
      visited: context.visited.includes(stepId) ? context.visited : [...context.visited, stepId],
    }));
    const back = { guard: 'hasPrevious' as const, target: '#flow.routing', actions: assign(({ context }: { context: FlowContext }) => ({
      target: previousStepId(flow, evalCtx(context), stepId), returnTo: undefined, error: undefined,
    })) };
    if (kind === 'done') return { entry };
    if (kind === 'review') {
      return {
        entry: [entry, assign({ returnTo: undefined })],
        initial: 'editing',
        states: {
          editing: {
            on: {
              BACK: back,
              EDIT: { target: '#flow.routing', actions: assign(({ event }: { event: Extract<FlowEvent, { type: 'EDIT' }> }) => ({ target: event.stepId, returnTo: stepId, error: undefined })) },
              SUBMIT: { target: 'submitting', actions: assign({ error: undefined }) },
            },
          },
          submitting: {
            tags: ['busy'],
            invoke: {
              src: 'submitEnrolment',
              input: ({ context }: { context: FlowContext }) => ({ answers: context.answers }),
              onDone: {
                target: '#flow.routing',
                actions: assign(({ event }: { event: DoneActorEvent<SubmitResult> }) => ({ result: event.output, target: nextAfter(stepId), drafts: {} })),
              },
              onError: { target: 'editing', actions: assign({ error: ({ event }) => errorCode(event.error) }) },
            },
          },
        },
      };
    }
    return {
      entry,
      initial: 'editing',
      states: {
        editing: {
          on: {
            BACK: back,
            CHANGE: { actions: assign(({ context, event }: { context: FlowContext; event: Extract<FlowEvent, { type: 'CHANGE' }> }) => ({ drafts: { ...context.drafts, [stepId]: event.answers } })) },
            NEXT: { target: 'saving', actions: assign(({ context, event }: { context: FlowContext; event: Extract<FlowEvent, { type: 'NEXT' }> }) => ({ drafts: { ...context.drafts, [stepId]: event.answers }, error: undefined })) },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            src: 'saveStep',
            input: ({ context }: { context: FlowContext }) => ({ stepId, answers: context.drafts[stepId] ?? {} }),
            onDone: {
              target: '#flow.routing',
              actions: assign(({ context }: { context: FlowContext }) => {
                const answers = saveAnswers(flow, evalCtx(context), stepId, context.drafts[stepId] ?? {});
                const { [stepId]: _saved, ...drafts } = context.drafts;
                const target = afterSave(flow, { ...evalCtx(context), answers }, stepId, context.returnTo);
                return { answers, drafts, target, returnTo: isForm(target) ? context.returnTo : undefined };
              }),
            },
            onError: { target: 'editing', actions: assign({ error: ({ event }) => errorCode(event.error) }) },
          },
        },
      },
    };
  }

  function nextAfter(stepId: string): string | undefined {
    return stepIds[stepIds.indexOf(stepId) + 1];
  }
}

/** The error code carried by a failed call, or a generic one. */
function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'network_error';
}
