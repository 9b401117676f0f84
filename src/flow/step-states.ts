import { assign, type DoneActorEvent } from 'xstate';
import type { Flow } from './flow-types';
import type { FlowFacts } from './flow-facts';
import type { FlowContext, FlowEvent, SubmitResult } from './flow-machine-types';
import { isReachable, previousStepId } from './reachability';
import { afterSave, answeredSteps, saveAnswers } from './flow-navigation';
import { stepFeedsRules } from './answer-dependencies';

/**
 * The states of the flow machine's steps: a form step edits and saves, the review step submits,
 * the done step only shows the result. `evalCtx` turns the machine's context into a condition context.
 */
export function stepStates(flow: Flow, evalCtx: (context: FlowContext) => FlowFacts) {
  const stepIds = flow.steps.map((step) => step.id);
  const isForm = (id: string | undefined) => flow.steps.find((s) => s.id === id)?.kind === 'form';
  const hasError = ({ context }: { context: FlowContext }) => context.error !== undefined;
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
              // "Try again" after a submit that failed (a timeout, an outage): the client keeps its Idempotency-Key.
              RETRY: { guard: hasError, target: 'submitting', actions: assign({ error: undefined }) },
            },
          },
          submitting: {
            tags: ['busy'],
            // Nothing changes the answers while the submit runs: the browser's back and forward wait too.
            on: { GO_TO: { actions: [] } },
            invoke: {
              src: 'submitEnrolment',
              input: ({ context }: { context: FlowContext }) => ({ answers: context.answers, ports: context.ports }),
              onDone: {
                target: '#flow.routing',
                actions: assign(({ event }: { event: DoneActorEvent<SubmitResult> }) => ({ result: event.output, target: nextAfter(stepId), drafts: {} })),
              },
              onError: [
                // An error naming a step on the path takes the member there, as an edit from review.
                {
                  guard: ({ context, event }: { context: FlowContext; event: { error: unknown } }) => isForm(errorStepId(event.error)) && isReachable(flow, evalCtx(context), errorStepId(event.error) as string),
                  target: '#flow.routing',
                  actions: assign(({ event }: { event: { error: unknown } }) => ({ target: errorStepId(event.error), returnTo: stepId, error: errorCode(event.error) })),
                },
                { target: 'editing', actions: assign({ error: ({ event }) => errorCode(event.error) }) },
              ],
            },
          },
        },
      };
    }
    // The member moves on as soon as the browser's validators (the server's own) pass: the answers apply here and the
    // save is queued behind them (src/platform/save-sender.ts); a refusal brings them back (SAVE_REFUSED, flow-machine).
    const keepDraft = assign(({ context, event }: { context: FlowContext; event: Extract<FlowEvent, { type: 'NEXT' }> }) => ({ drafts: { ...context.drafts, [stepId]: event.answers }, error: undefined }));
    const enqueue = { type: 'enqueueSave' as const, params: ({ context }: { context: FlowContext }) => ({ stepId, answers: context.drafts[stepId] ?? {} }) };
    const apply = assign(({ context }: { context: FlowContext }) => {
      // The server keeps what still holds of a step asked again (the same function); here it is that step's draft,
      // so the step counts as unanswered until the member answers it again, its kept answers filled in.
      const saved = saveAnswers(flow, evalCtx(context), stepId, context.drafts[stepId] ?? {});
      const { reasked } = saved;
      const answers = answeredSteps(saved);
      const { [stepId]: _saved, ...kept } = context.drafts;
      const drafts = { ...kept, ...reasked };
      const target = afterSave(flow, { ...evalCtx(context), answers }, stepId, context.returnTo);
      const { [stepId]: _answered, ...stillKept } = context.kept ?? {};
      return { answers, drafts, kept: { ...stillKept, ...reasked }, target, returnTo: isForm(target) ? context.returnTo : undefined };
    });
    // A step other steps' rules read re-checks their answers once applied, with code that may still be on its way.
    const feedsRules = stepFeedsRules(flow, stepId);
    const clearError = assign({ error: undefined });
    const canRetry = ({ context }: { context: FlowContext }) => hasError({ context }) && context.drafts[stepId] !== undefined;
    return {
      entry,
      initial: 'editing',
      states: {
        editing: {
          on: {
            BACK: back,
            CHANGE: { actions: assign(({ context, event }: { context: FlowContext; event: Extract<FlowEvent, { type: 'CHANGE' }> }) => ({ drafts: { ...context.drafts, [stepId]: event.answers } })) },
            NEXT: feedsRules ? { target: 'preparing', actions: keepDraft } : { target: '#flow.routing', actions: [keepDraft, enqueue, apply] },
            // "Try again" after a step that failed (refused, or its code did not arrive): the member's draft goes again.
            RETRY: feedsRules ? { guard: canRetry, target: 'preparing', actions: clearError } : { guard: canRetry, target: '#flow.routing', actions: [clearError, enqueue, apply] },
          },
        },
        preparing: {
          tags: ['busy'],
          invoke: {
            src: 'prepareSave',
            input: ({ context }: { context: FlowContext }) => ({ stepId, ports: context.ports }),
            onDone: { target: '#flow.routing', actions: [enqueue, apply] },
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

/** The step a failed call names (`stepId` of the API error), if any. */
function errorStepId(error: unknown): string | undefined {
  const stepId = (error as { stepId?: unknown } | null)?.stepId;
  return typeof stepId === 'string' ? stepId : undefined;
}
