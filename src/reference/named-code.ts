import type { Option } from './option';

/** A display name with its code: a language, a country or a state/province/region (docs/spec/entities.md#country, docs/spec/entities.md#region-lists). */
export interface NamedCode {
  name: string;
  code: string;
}

/** Turns a named code into a picker option: optLabel = name, optValue = code (docs/spec/entities.md#selection-option). */
export function toOption(entry: NamedCode): Option {
  return { optValue: entry.code, optLabel: entry.name };
}

/** Copies a list of named codes so callers can never mutate the shared reference data. */
export function copyNamedCodes(entries: readonly NamedCode[]): NamedCode[] {
  return entries.map((entry) => ({ name: entry.name, code: entry.code }));
}
