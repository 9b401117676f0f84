/** A selectable option (SPEC §3 "Selection option"): the stored value and its label (a translation key or a display name). */
export interface Option {
  optValue: string;
  optLabel: string;
}

/** Options grouped under a heading, e.g. the regions of one country (SPEC §3). */
export interface OptionGroup {
  optGroupLabel: string;
  options: Option[];
}
