import type { Flow } from '../../flow/flow-types';
import { createFlowMachine } from '../../flow/flow-machine';
import type { FlowPorts } from '../../flow/flow-machine-types';
import { marketFieldOf } from '../../flow/load-flow';
import { stepFeedsRules } from '../../flow/answer-dependencies';
import { clientTimeZoneReport } from '../../time/client-time-zone';
import type { Analytics } from '../../platform/analytics';
import { ApiCallError, type MemberApi } from '../../platform/member-api';
import { REQUEST_DEADLINES } from '../../platform/request-deadlines';
import type { SaveSender } from '../../platform/save-sender';
import type { ValidationFailure } from '../steps/validation-failures';

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

/** What the machine needs of the save queue: somewhere to put a step's answers, and a wait until all are saved. */
export type SaveQueueHandle = Pick<SaveSender, 'enqueue' | 'drained'>;

/** How long a submit (or a read that needs the saved answers) waits for the saves queued before it. */
export const QUEUE_WAIT_MS = REQUEST_DEADLINES.save.totalMs;

const machines = new WeakMap<Flow, ReturnType<typeof createFlowMachine>>();

/**
 * The flow's machine, built once per flow: the page builds it in a start-up task of its own (src/web/boot/start-app.tsx)
 * rather than in the hydrating render, where building it (and compiling XState's code for the first time) made one
 * task of 150-200 ms on a 4x-slower phone.
 */
export function flowMachineOf(flow: Flow): ReturnType<typeof createFlowMachine> {
  let machine = machines.get(flow);
  if (!machine) {
    machine = createFlowMachine(flow, marketFieldOf(flow));
    machines.set(flow, machine);
  }
  return machine;
}

/**
 * The page's effects for the flow machine's actor (its input's ports), on the member API. A step's answers go into
 * the save queue (`saves`), sent behind the member; a submit waits until the queue is drained. Saves and submits are
 * tracked as analytics events, and a refused submit is handed to `onFailure` so the page can show its fields where
 * the member is. A step that other steps' rules read (the country, for a phone) first waits for `phoneLibrary`, which
 * those rules need. Given with the input, not by `machine.provide()`, which would build the machine again.
 */
export function flowPorts(
  flow: Flow,
  api: MemberApi,
  analytics: Analytics,
  language: () => string,
  onFailure: (failure: ServerFailure) => void,
  phoneLibrary: () => Promise<void>,
  saves: SaveQueueHandle,
): FlowPorts {
  return {
    enqueueSave: (stepId, answers) => {
      saves.enqueue(stepId, answers, language());
      analytics.track({ name: 'step_completed', step: stepId });
    },
    startEnrolment: (presets) =>
      api.startEnrolment({ locale: language(), ...(presets.unit ? { unit: presets.unit } : {}), ...(presets.ref ? { ref: presets.ref } : {}), ...clientTimeZoneReport(new Date()) }),
    // Once applied, other steps' answers whose rules read this step are checked again (flow-navigation saveAnswers):
    // the phone library must be in first, and a failed fetch fails the step, to be tried again.
    prepareSave: async (stepId) => {
      if (stepFeedsRules(flow, stepId)) await phoneLibrary();
    },
    submitEnrolment: async () => {
      // The server checks every step at the submit: the answers still on their way go first.
      const result = await saves.drained(QUEUE_WAIT_MS).then(() => api.submit()).catch((error: unknown) => {
        onFailure(serverFailure(error));
        throw error;
      });
      analytics.track({ name: 'enrolment_submitted' });
      return result;
    },
  };
}

/** Tells the page about a save the server refused: analytics names the fields, the page shows them on the step. */
export function reportRefusal(analytics: Analytics, onFailure: (failure: ServerFailure) => void, stepId: string, error: unknown): void {
  for (const failure of serverFailures(error)) analytics.track({ name: 'validation_failed', step: stepId, ...failure, source: 'server' });
  onFailure(serverFailure(error, stepId));
}
