import { createLocalStore } from './local-store';
import { keepErrorsThroughReload, sessionStore } from './errors-across-reload';
import { showDevProblems } from './show-dev-problems';

/** What the dev server reports: a version that changes on every rebuild, check-flows' problems, and the flow hash it serves. */
export interface DevStatus {
  version: number;
  problems: string[];
  flowHash?: string;
}

/** The member's enrolment as the dev server holds it after a flow edit (GET /member/__dev/progress). */
export interface ServerProgress {
  flowHash: string;
  answers: Record<string, unknown>;
  stepId: string;
}

/** Where the page talks to the dev server, which flow hash it was served, and where it keeps the member's progress. */
export interface DevWatch {
  statusUrl: string;
  progressUrl: string;
  pageFlowHash?: string;
  progressKey: string;
}

// Often, since an edit shows only after the next poll: a request a quarter second to the local dev server.
const POLL_MS = 250;

type Saved = { enrolmentId?: unknown; stepId?: unknown; visited?: unknown } & Record<string, unknown>;

/**
 * The saved progress moved onto an edited flow: the server's re-validated answers and resume step replace the
 * page's, drafts (unsaved typing, maybe for fields now gone) are dropped, and the same enrolment is kept.
 */
export function carriedProgress(saved: Saved, server: ServerProgress): Saved {
  const visited = Array.isArray(saved.visited) ? saved.visited.filter((id): id is string => typeof id === 'string') : [];
  const { flowVersion: _previousName, ...rest } = saved;
  return { ...rest, flowHash: server.flowHash, answers: server.answers, drafts: {}, stepId: server.stepId, visited: [...new Set([...visited, server.stepId])], returnTo: undefined };
}

// Before reloading onto an edited flow, the progress the page keeps is moved to it, so the page resumes the same enrolment.
async function carryProgress(watch: DevWatch, flowHash: string | undefined): Promise<void> {
  if (flowHash === undefined || flowHash === watch.pageFlowHash) return;
  const store = createLocalStore(window.localStorage);
  const saved = store.read(watch.progressKey);
  if (typeof saved !== 'object' || saved === null || !('enrolmentId' in saved)) return;
  const { stepId } = saved as Saved;
  const response = await fetch(`${watch.progressUrl}${typeof stepId === 'string' ? `?step=${encodeURIComponent(stepId)}` : ''}`, { cache: 'no-store', credentials: 'same-origin' });
  if (!response.ok) return;
  const server = (await response.json()) as ServerProgress;
  store.remove(watch.progressKey);
  store.write(watch.progressKey, carriedProgress(saved, server));
  // The address names the step the page opens on; it must be the resume step, not the one the old flow was on.
  window.history.replaceState(window.history.state, '', new URL(`${encodeURIComponent(server.stepId)}${window.location.search}`, window.location.href));
}

/**
 * Development only (`npm run dev`): polls the dev server; when an edit was rebuilt, moves the member's progress
 * onto the edited flow and reloads the page, which shows again the validation errors it was showing; shows check-flows' problems on the page when an edit is invalid.
 */
export function watchDevServer(watch: DevWatch): void {
  let seen: number | undefined;
  const poll = async () => {
    try {
      const status = (await (await fetch(watch.statusUrl, { cache: 'no-store' })).json()) as DevStatus;
      const edited = (seen !== undefined && status.version !== seen) || (status.flowHash !== undefined && status.flowHash !== watch.pageFlowHash);
      if (status.problems.length > 0) showDevProblems(status.problems);
      else if (edited) {
        await carryProgress(watch, status.flowHash);
        keepErrorsThroughReload(sessionStore());
        window.location.reload();
      } else document.getElementById('dev-problems')?.remove();
      seen = status.version;
    } catch {
      // The dev server is restarting; the next poll will tell.
    }
  };
  setInterval(() => void poll(), POLL_MS);
  void poll();
}
