import type { Option } from './option';
import units from './units.json';

/** A care programme a member enrols in (docs/spec/constants.md#units). */
export type Unit = 'bloom' | 'move' | 'thrive' | 'mind';

/** Every unit, in spec order (data in units.json). */
export const UNITS: readonly Unit[] = Object.freeze(units as Unit[]);

/** Whether a value is one of the units (exact, lower-case match). */
export function isUnit(value: unknown): value is Unit {
  return typeof value === 'string' && (UNITS as readonly string[]).includes(value);
}

/** The units as picker options; optLabel is the translation key `units.<unit>`. */
export function unitOptions(): Option[] {
  return UNITS.map((unit) => ({ optValue: unit, optLabel: `units.${unit}` }));
}
