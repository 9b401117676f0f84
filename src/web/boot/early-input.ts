import { FORM_FIELD_PREFIX } from '../../flow/answers-from-form-entries';
import { CONTINUE_NAME, REFUSED_NOTICE_ID, STEP_FORM_ID } from '../../reference/native-submission';
import { PRERENDERED_ATTRIBUTE } from './first-paint';

/** What the member did on the prerendered first step before the app ran. */
export interface EarlyInput {
  /** The first step's form as it is now: its name/value pairs, as the browser would submit them. */
  entries: [string, string][];
  /** Continue was pressed before the code arrived: the browser submitted the form and this page answers it. */
  submitted: boolean;
}

/**
 * Reads what the member ticked or typed on the prerendered first step, before the app hydrates it (hydration keeps
 * what the page shows, so the app must take it as the step's draft). On a page that answers the browser's own
 * submission of that step, the submitted values are put back into the form first, so the member sees them.
 */
export function takeEarlyInput(root: Element, search: string): EarlyInput | undefined {
  const form = root.querySelector('form');
  const stepId = root.getAttribute(PRERENDERED_ATTRIBUTE);
  if (!form || !stepId) return undefined;
  const query = new URLSearchParams(search);
  const submitted = query.get(CONTINUE_NAME) === stepId;
  if (submitted) putBack(form, [...query].filter(([name]) => name.startsWith(FORM_FIELD_PREFIX)));
  const entries = [...new FormData(form)].filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return { entries, submitted };
}

// Only what the form's own controls can hold is put back: a value that is not an option ticks nothing.
function putBack(form: HTMLFormElement, entries: [string, string][]): void {
  const byName = new Map<string, string[]>();
  for (const [name, value] of entries) byName.set(name, [...(byName.get(name) ?? []), value]);
  for (const [name, values] of byName) {
    const control = form.elements.namedItem(name);
    const controls = control instanceof RadioNodeList ? [...control] : control ? [control] : [];
    for (const element of controls) {
      if (element instanceof HTMLInputElement && (element.type === 'radio' || element.type === 'checkbox')) element.checked = values.includes(element.value);
      else if (element instanceof HTMLSelectElement) for (const option of element.options) option.selected = element.multiple ? values.includes(option.value) : option.value === values[0];
      else if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) element.value = values[0] ?? '';
    }
  }
}

/** Removes the landing link's hidden inputs the server put beside the first step: once the app runs, it submits the form itself. */
export function removeLandingInputs(doc: Document): void {
  for (const input of doc.querySelectorAll(`input[type=hidden][form="${STEP_FORM_ID}"]`)) input.remove();
}

/** Removes the server's notice of a refused native submission: the app presses Continue again and its step shows the error itself. */
export function removeRefusedNotice(doc: Document): void {
  doc.getElementById(REFUSED_NOTICE_ID)?.remove();
}
