import { fromPromise } from 'xstate';
import type { Answers, Flow, StepAnswers } from '../flow/flow-types';
import { createFlowMachine } from '../flow/flow-machine';
import type { SubmitResult } from '../flow/flow-machine-types';
import { marketFieldOf } from '../flow/load-flow';
import { stepFeedsRules } from '../flow/answer-dependencies';
import { clientTimeZoneReport } from '../time/client-time-zone';
import type { Analytics } from '../platform/analytics';
import { ApiCallError, type MemberApi } from '../platform/member-api';
import type { ValidationFailure } from './validation-failures';

/** The fields the server rejected, grouped by field, as validation failures (names only). */
export function serverFailures(error: unknown): ValidationFailure[] {
  if (!(error instanceof ApiCallError) || error.code !== 'validation_failed') return [];
  const byField = new Map<string, string[]>();
  for (const { field, rule } of error.fields) byField.set(field, [...(byField.get(field) ?? []), rule]);
  return [...byField].map(([field, rules]) => ({ field, rules }));
}

/** A refused save or submit as the page shows it: the step it concerns, the code, and the fields at fault (names and rules only). */
export interface ServerFailure {
  stepId?: string;
  code: string;
  fields: { field: string; rule: string }[];
}

/** The failure a save of `stepId` (or a submit, which may name a step itself) ended in. */
export function serverFailure(error: unknown, stepId?: string): ServerFailure {
  if (!(error instanceof ApiCallError)) return { stepId, code: 'network_error', fields: [] };
  const named = (error as { stepId?: unknown }).stepId;
  return { stepId: typeof named === 'string' ? named : stepId, code: error.code, fields: error.fields };
}

/**
 * The flow machine with its actors on the member API; saves and submits are tracked as analytics events,
 * and a refused one is handed to `onFailure` so the page can show its fields where the member is. Saving a step that
 * other steps' rules read (the country, for a phone) also waits for `phoneLibrary`, which those rules need.
 */
export function flowMachineWithServices(
  flow: Flow,
  api: MemberApi,
  analytics: Analytics,
  language: () => string,
  onFailure: (failure: ServerFailure) => void = () => undefined,
  phoneLibrary: () => Promise<void> = () => Promise.resolve(),
) {
  return createFlowMachine(flow, marketFieldOf(flow)).provide({
    actors: {
      startEnrolment: fromPromise(async ({ input }: { input: { presets: Record<string, string> } }) => {
        return api.startEnrolment({ locale: language(), ...(input.presets.unit ? { unit: input.presets.unit } : {}), ...(input.presets.ref ? { ref: input.presets.ref } : {}), ...clientTimeZoneReport(new Date()) });
      }),
      saveStep: fromPromise(async ({ input }: { input: { stepId: string; answers: StepAnswers } }) => {
        try {
          // Once saved, other steps' answers whose rules read this step are checked again (flow-navigation saveAnswers):
          // the phone library arrives meanwhile, and a failed fetch fails the save, to be tried again.
          await Promise.all([api.saveStep(input.stepId, input.answers, language()), stepFeedsRules(flow, input.stepId) ? phoneLibrary() : undefined]);
        } catch (error) {
          for (const failure of serverFailures(error)) analytics.track({ name: 'validation_failed', step: input.stepId, ...failure, source: 'server' });
          onFailure(serverFailure(error, input.stepId));
          throw error;
        }
        analytics.track({ name: 'step_completed', step: input.stepId });
      }),
      submitEnrolment: fromPromise<SubmitResult, { answers: Answers }>(async () => {
        const result = await api.submit().catch((error: unknown) => {
          onFailure(serverFailure(error));
          throw error;
        });
        analytics.track({ name: 'enrolment_submitted' });
        return result;
      }),
    },
  });
}
