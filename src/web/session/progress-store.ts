import type { FlowProgress } from '../../flow/flow-machine-types';
import type { Answers, Flow, StepAnswers } from '../../flow/flow-types';
import type { FlowFacts } from '../../flow/flow-facts';
import { firstUnansweredStepId } from '../../flow/flow-navigation';
import { firstStepId, reachableSteps } from '../../flow/reachability';
import type { LocalStore } from '../../platform/local-store';

/** The local storage key of the member's progress. */
export const PROGRESS_KEY = 'onboarding_v3_progress';

type Flags = Record<string, boolean>;

const isFlags = (value: unknown): value is Flags =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((flag) => typeof flag === 'boolean');

type SavedRecord = FlowProgress & { flowHash?: unknown; flags?: unknown; presets?: unknown };

/**
 * The saved record, with the flow hash under its name: a record the previous release saved names it `flowVersion`,
 * and is rewritten once under `flowHash` so the member's progress survives the upgrade (one release more).
 */
function savedRecord(store: LocalStore): SavedRecord | undefined {
  const saved = store.read(PROGRESS_KEY);
  if (typeof saved !== 'object' || saved === null || Array.isArray(saved)) return undefined;
  if (!('flowVersion' in saved)) return saved as SavedRecord;
  const { flowVersion, ...rest } = saved as { flowVersion: unknown } & Record<string, unknown>;
  const upgraded = { ...rest, flowHash: 'flowHash' in rest ? rest.flowHash : flowVersion };
  store.replace(PROGRESS_KEY, upgraded);
  return upgraded as SavedRecord;
}

/**
 * Saved progress, only when it was made on the same flow hash, with the flags the member's path was decided
 * with: the enrolment keeps its flags on the server, so a page loaded after a flag change must keep them too.
 */
export function readProgress(store: LocalStore, flowHash: string): (FlowProgress & { flags?: Flags; presets?: Presets }) | undefined {
  const saved = savedRecord(store);
  if (saved === undefined || saved.flowHash !== flowHash || typeof saved.answers !== 'object') return undefined;
  const kept = typeof saved.kept === 'object' && saved.kept !== null ? { kept: saved.kept } : {};
  const progress = { enrolmentId: saved.enrolmentId, stepId: saved.stepId, answers: saved.answers, drafts: saved.drafts ?? {}, ...kept, visited: saved.visited ?? [], returnTo: saved.returnTo };
  return { ...progress, ...(isFlags(saved.flags) ? { flags: saved.flags } : {}), ...(isPresets(saved.presets) ? { presets: saved.presets } : {}) };
}

/** Saves progress and the flags its path follows (replacing the whole record so dropped answers do not linger); `presets` when the server gave them. */
export function writeProgress(store: LocalStore, flowHash: string, progress: FlowProgress, flags?: Flags, presets?: Presets): void {
  store.replace(PROGRESS_KEY, { flowHash, ...progress, ...(flags ? { flags } : {}), ...(presets ? { presets } : {}) });
}

type Presets = Record<string, string>;
const isPresets = (value: unknown): value is Presets =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((preset) => typeof preset === 'string');

/** The enrolment a saved record names, whatever flow hash it was made on: the page then asks the server for its progress. */
export function savedEnrolmentId(store: LocalStore): string | undefined {
  const saved = store.read(PROGRESS_KEY) as { enrolmentId?: unknown } | undefined;
  return typeof saved === 'object' && saved !== null && typeof saved.enrolmentId === 'string' ? saved.enrolmentId : undefined;
}

/** An open enrolment as GET /member/enrolment answers it: the server's answers are the source of truth. */
export interface ServerProgress {
  enrolmentId: string;
  flowVersion: string;
  flags: Flags;
  presets: Presets;
  answers: Answers;
  drafts: Record<string, StepAnswers>;
}

/**
 * The progress to resume from the server's: its answers, the drafts of steps it asks again, and the step to land on.
 * On the same version as the page's saved record, the member's unsaved typing and place are kept; otherwise (a new
 * version, another device) the page opens on the first step the path still needs.
 */
export function progressFromServer(flow: Flow, server: ServerProgress, today: string, marketField?: string, local?: FlowProgress): FlowProgress {
  const facts: FlowFacts = { flags: server.flags, presets: server.presets, answers: server.answers, today, marketField };
  const path = reachableSteps(flow, facts).map((step) => step.id);
  const needed = firstUnansweredStepId(flow, facts) ?? firstStepId(flow, facts);
  const stepId = local?.stepId !== undefined && path.includes(local.stepId) ? local.stepId : needed;
  const answered = path.filter((id) => server.answers[id] !== undefined);
  return {
    enrolmentId: server.enrolmentId,
    stepId,
    answers: server.answers,
    drafts: { ...server.drafts, ...(local?.drafts ?? {}) },
    // What the server holds of the steps it asks again: "continue later" can rest on it (the birth date it asks).
    kept: { ...server.drafts },
    visited: [...new Set([...answered, needed, stepId, ...(local?.visited ?? []).filter((id) => path.includes(id))])],
    returnTo: local?.returnTo,
  };
}
