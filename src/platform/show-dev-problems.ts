import { fixFirst } from '../flow/fix-first';

const paragraph = (className: string, text: string) => Object.assign(document.createElement('p'), { className, textContent: text });

/**
 * Shows check-flows' problems at the top of the page (`npm run dev`), each leading with its fix, then what is
 * wrong, then where; the texts wrap, so a long list of rules never widens the page past the screen.
 */
export function showDevProblems(problems: string[]): void {
  let panel = document.getElementById('dev-problems');
  if (!panel) {
    panel = document.createElement('div');
    panel.id = 'dev-problems';
    panel.setAttribute('role', 'alert');
    panel.className = 'error-banner dev-problems';
    document.body.prepend(panel);
  }
  // The dev page asks for the problems every 250 ms: the same list leaves the banner as it is, so a reader (or a
  // test measuring it) never meets nodes that were replaced under them.
  const shown = JSON.stringify(problems);
  if (panel.dataset.problems === shown) return;
  panel.dataset.problems = shown;
  panel.replaceChildren(...problems.map((line) => {
    const { fix, what, where } = fixFirst(line);
    const item = document.createElement('div');
    item.className = 'dev-problem';
    if (fix !== undefined) item.append(Object.assign(document.createElement('strong'), { className: 'dev-problem-fix', textContent: fix }));
    item.append(paragraph('dev-problem-what', what));
    if (where !== '') item.append(paragraph('dev-problem-where', where));
    return item;
  }));
}
