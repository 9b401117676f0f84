/** A selectable option (docs/spec/entities.md#selection-option): the stored value and its label (a translation key or a display name). */
export interface Option {
  optValue: string;
  optLabel: string;
}

/** Options grouped under a heading, e.g. the regions of one country (docs/spec/entities.md#region-lists). */
export interface OptionGroup {
  optGroupLabel: string;
  options: Option[];
}
