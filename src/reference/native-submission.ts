import { ARRIVAL_PARAMETER, isArrival } from './referral';
import { UI_LANGUAGE_TABLE } from './ui-languages';
import { isUnit } from './units';

/** The id of the step form; the landing link's hidden inputs, outside the app's markup, name it in their `form` attribute. */
export const STEP_FORM_ID = 'step-form';

/** The name of the Continue button: a native submission carries it with the step's id, so the answering page knows it was pressed. */
export const CONTINUE_NAME = 'continue';

// What a landing link may carry that the page must keep: the language, the unit and the arrival, each from its own list.
const LANDING_PARAMETERS: readonly { name: string; valid: (value: string) => boolean }[] = [
  { name: 'lang', valid: (value) => UI_LANGUAGE_TABLE.some((language) => language.code === value) },
  { name: 'unit', valid: isUnit },
  { name: ARRIVAL_PARAMETER, valid: isArrival },
];

/**
 * The landing link's language, unit and arrival as name/value pairs, each only when it is one of its list's values:
 * what the browser's own submission of the first step must carry so the page that answers it keeps them.
 */
export function landingParameters(search: string): [string, string][] {
  const query = new URLSearchParams(search);
  return LANDING_PARAMETERS.flatMap(({ name, valid }) => {
    const value = query.get(name);
    return value !== null && valid(value) ? [[name, value] as [string, string]] : [];
  });
}

/** Where the prerendered first step's form posts when the browser submits it itself (under the member API, so the session cookie goes with it). */
export const NATIVE_SUBMISSION_PATH = '/member/first-step';

/** The id of the notice a page shows when the server refused the browser's own submission of the first step. */
export const REFUSED_NOTICE_ID = 'native-refused';
