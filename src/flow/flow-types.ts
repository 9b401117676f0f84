import type { AutocompleteToken } from './autocomplete-tokens';

/** A declarative condition on flags, the unit, the market, earlier answers or the member's age. */
export type Condition =
  | { flag: string }
  | { preset: string }
  | { field: string; equals: string | number | boolean }
  | { field: string; in: (string | number)[] }
  | { field: string; answered: boolean }
  | { market: string[] }
  | { age: { field: string; below?: number; atLeast?: number } }
  | { all: Condition[] }
  | { any: Condition[] }
  | { not: Condition };

/** A feature flag declared by a flow, with its default (overridable at run time by configuration). */
export interface FlagDeclaration {
  default: boolean;
  description?: string;
}

/** One option of a `choice` field: the stored value and the translation key of its label. */
export interface ChoiceOption {
  value: string;
  labelKey: string;
}

/** What every field declares: its answer's name, its type (which picks the widget), texts and condition. */
interface FieldBase {
  name: string;
  type: string;
  labelKey: string;
  hintKey?: string;
  document?: string;
  /** Which list a picker offers: country `full`|`supported`; region `country`|`north-america`. */
  list?: string;
  /** The options of a `choice` field, in display order. */
  options?: ChoiceOption[];
  /** A `choice` field the member may answer with several options (checkboxes); single choice otherwise. */
  multiple?: boolean;
  /** The HTML autofill token of a text field (src/flow/autocomplete-tokens.ts). */
  autocomplete?: AutocompleteToken;
  when?: Condition;
  /** Earlier fields (or presets) this answer is only valid for: when one of them changes, this one is asked again. */
  dependsOn?: string[];
}

/** One input of a step. Keys named `<prefix>.<rule>` carry its validation rules (docs/spec/entities.md#field-validation-keys). */
export interface FieldConfig extends FieldBase {
  [key: string]: unknown;
}

/** The kinds of step: a form of fields, the check-your-answers page, or the final page. */
export type StepKind = 'form' | 'review' | 'done';

/** One step of the flow. */
export interface StepConfig {
  id: string;
  kind?: StepKind;
  titleKey: string;
  introKey?: string;
  when?: Condition;
  fields?: FieldConfig[];
}

/**
 * Who may consent alone: below its market's age of consent a member is a minor, whose guardian the flow asks for on
 * `guardianStep` before any consent, and who then decides every consent. The ages are law per market, kept as data.
 */
export interface MinorsRule {
  /** The step that asks for the guardian; shown only to a minor (its condition is made from this rule). */
  guardianStep: string;
  /** The date-of-birth field the age is read from. */
  birthDateField: string;
  /** Per market (US, CA, UK, EU, OTHER): the age from which a member consents alone. */
  ageOfConsent: Record<string, number>;
}

/** A whole flow file (flows/*.json), as product staff write it. */
export interface FlowConfig {
  $schema?: string;
  id: string;
  version: string;
  validationPrefix?: string;
  flags: Record<string, FlagDeclaration>;
  minors?: MinorsRule;
  steps: StepConfig[];
}

/** A field after its `<prefix>.<rule>` keys have been gathered into `validations`. */
export interface Field extends FieldBase {
  validations: Record<string, unknown>;
}

/** A step whose fields have been normalised. */
export interface Step {
  id: string;
  kind: StepKind;
  titleKey: string;
  introKey?: string;
  when?: Condition;
  fields: Field[];
}

/** A normalised flow, ready for the engine. */
export interface Flow {
  id: string;
  version: string;
  flags: Record<string, FlagDeclaration>;
  minors?: MinorsRule;
  steps: Step[];
}

/** A field's value as stored: strings, numbers, booleans, or the option values of a multiple choice. */
export type AnswerValue = string | number | boolean | string[];

/** Answers of one step, keyed by field name. */
export type StepAnswers = Record<string, AnswerValue>;

/** All answers, keyed by step id. */
export type Answers = Record<string, StepAnswers>;
