import type { Experimental_DefaultFormStateBehavior } from '@rjsf/utils';

/**
 * How rjsf fills a step's answers before the member touches anything: not at all. By default rjsf fills a
 * `const` in as the default (a required consent, `const: true`, arrived ticked) and a required boolean as
 * false; an answer must only ever come from the member's own action, so no default is computed.
 */
export const NO_DEFAULT_ANSWERS: Experimental_DefaultFormStateBehavior = {
  emptyObjectFields: 'skipDefaults',
  constAsDefaults: 'never',
};
