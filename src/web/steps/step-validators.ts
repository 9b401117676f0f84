import { use } from 'react';
import type { RJSFSchema } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import firstValidators from '@generated/validators';
import { registerPreload } from '../boot/lazy-component';
import { loadOnce } from '../boot/load-once';
import { loadPhoneLibrary } from './phone-library';

type ValidateFns = Record<string, (...args: unknown[]) => boolean>;

/** Raised when the bundle has no precompiled validator for a step variant: rebuild with `npm run build`. */
export class MissingValidatorError extends Error {
  constructor(key: string) {
    super(`No precompiled validator for step variant '${key}'; run 'npm run build' after changing flows/.`);
    this.name = 'MissingValidatorError';
  }
}

// The first steps' validators come with the first chunk; the rest are added when their chunk arrives.
const validateFns: ValidateFns = { ...firstValidators };

/** Loads the validators of the steps no new member sees first (once; a failed fetch is tried again on next use). */
export const loadLaterValidators: () => Promise<void> = loadOnce(() =>
  import(/* webpackChunkName: "validators" */ '@generated/validators-later').then((loaded) => {
    Object.assign(validateFns, (loaded as { default?: ValidateFns }).default ?? loaded);
  }),
);
registerPreload(loadLaterValidators);
registerPreload(loadPhoneLibrary);

const validators = new Map<string, ReturnType<typeof createPrecompiledValidator>>();
// Whether a variant's validator is in the first chunk: a fixed fact of the build, so a component asks `use` for the
// later chunk on every render or on none (React replays a suspended render and needs the same calls).
const inFirstChunk = new Map<string, boolean>();

/**
 * The precompiled validator of a step variant. A step whose validator is in the later chunk suspends the rendering
 * component until that chunk has arrived, and one that checks phone numbers until the phone library has (normally
 * both have: they load once the member starts answering).
 */
export function useStepValidator(key: string, schema: RJSFSchema, checksPhones: boolean): ReturnType<typeof createPrecompiledValidator> {
  let first = inFirstChunk.get(key);
  if (first === undefined) {
    first = create(firstValidators, schema) !== undefined;
    inFirstChunk.set(key, first);
  }
  if (!first) use(loadLaterValidators());
  if (checksPhones) use(loadPhoneLibrary());
  const cached = validators.get(key);
  if (cached) return cached;
  const validator = create(validateFns, schema);
  if (!validator) throw new MissingValidatorError(key);
  validators.set(key, validator);
  return validator;
}

/** The precompiled validator of a schema from `fns`; undefined when its function is not among them. */
function create(fns: ValidateFns, schema: RJSFSchema): ReturnType<typeof createPrecompiledValidator> | undefined {
  try {
    return createPrecompiledValidator(fns, schema);
  } catch {
    return undefined;
  }
}
