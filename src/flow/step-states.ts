import { assign, type DoneActorEvent } from 'xstate';
import type { Flow } from './flow-types';
import type { EvalContext } from './eval-context';
import type { FlowContext, FlowEvent, SubmitResult } from './flow-machine-types';
import { previousStepId } from './reachability';
import { afterSave, saveAnswers } from './flow-navigation';

/**
 * The states of the flow machine's steps: a form step edits and saves, the review step submits,
 * the done step only shows the result. `evalCtx` turns the machine's context into a condition context.
 */
export function stepStates(flow: Flow, evalCtx: (context: FlowContext) => EvalContext) {
  const stepIds = flow.steps.map((step) => step.id);
  const isForm = (id: string | undefined) => flow.steps.find((s) => s.id === id)?.kind === 'form';
  return Object.fromEntries(flow.steps.map((step) => [step.id, stepState(step.id, step.kind)]));

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
