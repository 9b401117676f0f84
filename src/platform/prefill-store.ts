import type { LocalStore } from './local-store';

/** The local storage key of the choices a device remembers for the next enrolment (fingerprintPrefill). */
export const PREFILL_KEY = 'onboarding_v3_prefill';

/** Remembered choices: field name to a code (a language or country code, a region code, a zone id). */
export type RememberedChoices = Record<string, string>;

const NAME = /^[a-zA-Z][a-zA-Z0-9]{0,63}$/;
// Codes only: a stored value that could be free text (a name, an email) is never read back.
const CODE = /^[A-Za-z][A-Za-z0-9_+/-]{0,63}$/;
const MAX_ENTRIES = 10;

/** The usable entries of a stored record: names and codes only, at most ten; anything else is dropped. */
export function rememberedChoicesOf(value: unknown): RememberedChoices {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const entries = Object.entries(value).filter((entry): entry is [string, string] => NAME.test(entry[0]) && typeof entry[1] === 'string' && CODE.test(entry[1]));
  return Object.fromEntries(entries.slice(0, MAX_ENTRIES));
}

/** The choices this device remembers (empty when none or unusable). */
export function readRememberedChoices(store: LocalStore): RememberedChoices {
  return rememberedChoicesOf(store.read(PREFILL_KEY));
}

/** Replaces the remembered choices (nothing is kept when there are none). */
export function writeRememberedChoices(store: LocalStore, choices: RememberedChoices): void {
  store.remove(PREFILL_KEY);
  const usable = rememberedChoicesOf(choices);
  if (Object.keys(usable).length > 0) store.write(PREFILL_KEY, usable);
}

/** Forgets the remembered choices ("Not you? Clear", or the flag switched off). */
export function forgetRememberedChoices(store: LocalStore): void {
  store.remove(PREFILL_KEY);
}
