/** What the dev server reports: a version that changes on every rebuild, and check-flows' problems. */
interface DevStatus {
  version: number;
  problems: string[];
}

const POLL_MS = 1000;

function showProblems(problems: string[]): void {
  let panel = document.getElementById('dev-problems');
  if (!panel) {
    panel = document.createElement('div');
    panel.id = 'dev-problems';
    panel.setAttribute('role', 'alert');
    panel.className = 'error-banner dev-problems';
    document.body.prepend(panel);
  }
  panel.replaceChildren(...problems.map((problem) => Object.assign(document.createElement('pre'), { textContent: problem })));
}

/**
 * Development only (`npm run dev`): polls the dev server, reloads the page when a flow or locale edit was
 * rebuilt, and shows check-flows' problems on the page when an edit is invalid.
 */
export function watchDevServer(statusUrl: string): void {
  let seen: number | undefined;
  const poll = async () => {
    try {
      const status = (await (await fetch(statusUrl, { cache: 'no-store' })).json()) as DevStatus;
      if (status.problems.length > 0) showProblems(status.problems);
      else if (seen !== undefined && status.version !== seen) window.location.reload();
      else document.getElementById('dev-problems')?.remove();
      seen = status.version;
    } catch {
      // The dev server is restarting; the next poll will tell.
    }
  };
  setInterval(() => void poll(), POLL_MS);
  void poll();
}
