import { COUNTRIES, SUPPORTED_COUNTRIES } from '../reference/countries';
import { DEMOGRAPHIC_SETS, demographicOptions } from '../reference/demographic-options';
import { LANGUAGES } from '../reference/languages';
import { COUNTRIES_WITH_REGIONS, regionsOf } from '../reference/regions';
import { UNITS } from '../reference/units';
import { SUPPORTED_ZONE_IDS } from '../time/supported-zone-ids';

/** What a field type means: its JSON Schema and the widget that renders it. */
export interface FieldType {
  jsonType: 'string' | 'boolean' | 'number';
  /** Extra JSON Schema keywords every field of this type carries (an enum of the reference data, a format). */
  keywords: Record<string, unknown>;
  /** The name under which the web app registers the widget. */
  widget: string;
  /** The lists a picker may offer (`list` in the flow), each with the keywords that replace `keywords`; the first is the default. */
  lists?: Record<string, Record<string, unknown>>;
  /** The options come from the field itself (`options` in the flow), not from reference data. */
  ownOptions?: boolean;
  /** What the type asks, for the flow schema's description of `type`. */
  description: string;
}

const uniqueSorted = (values: Iterable<string>): string[] => [...new Set(values)].sort();
const regionCodes = (countries: readonly string[]) => uniqueSorted(countries.flatMap((country) => regionsOf(country).map((state) => state.code)));

const text = (widget: string, description: string, keywords: Record<string, unknown> = {}): FieldType => ({ jsonType: 'string', keywords, widget, description });
const choice = (widget: string, description: string, values: readonly string[]): FieldType => ({ jsonType: 'string', keywords: { enum: [...values] }, widget, description });

const demographicTypes = Object.fromEntries(
  DEMOGRAPHIC_SETS.map((set) => [set, choice('radio-options', `One answer from the ${set} options (radios).`, demographicOptions(set).map((option) => option.optValue))]),
);

/** Most options a single choice shows as radios; more become a select (docs/decisions/choice-field.md). */
export const MAX_RADIO_OPTIONS = 5;

/** Every field type a flow may use, keyed by the `type` written in the flow file. */
export const FIELD_TYPES: Record<string, FieldType> = {
  text: text('text', 'Free text.'),
  email: text('email', 'An email address.', { format: 'email' }),
  tel: text('tel', 'A phone number (with `phoneOf`, checked and stored in E.164).'),
  date: text('date', 'A date (YYYY-MM-DD), e.g. a date of birth.', { format: 'date' }),
  unit: choice('radio-options', 'The programme unit (also set by the ?unit= address).', UNITS),
  language: choice('language', 'A language, from the list of supported languages.', LANGUAGES.map((language) => language.code)),
  country: {
    ...choice('country', 'A country; decides the market (US, CA, UK, EU, OTHER).', COUNTRIES.map((country) => country.code)),
    lists: { full: { enum: COUNTRIES.map((country) => country.code) }, supported: { enum: SUPPORTED_COUNTRIES.map((country) => country.code) } },
  },
  region: {
    ...choice('region', 'A state, province or nation of the country answered earlier.', regionCodes(COUNTRIES_WITH_REGIONS)),
    lists: { country: { enum: regionCodes(COUNTRIES_WITH_REGIONS) }, 'north-america': { enum: regionCodes(['ca', 'us']) } },
  },
  timezone: choice('timezone', 'A time zone, from the supported zones.', SUPPORTED_ZONE_IDS),
  slot: text('slot', 'An appointment time, from the free slots.', { format: 'date-time' }),
  consent: { jsonType: 'boolean', keywords: {}, widget: 'consent', description: 'A consent checkbox for a legal `document`.' },
  choice: {
    jsonType: 'string',
    keywords: {},
    widget: 'choice-radios',
    ownOptions: true,
    description: `One answer (radios up to ${MAX_RADIO_OPTIONS} options, a select above) or, with \`multiple\`, several (checkboxes) from the field's own \`options\`.`,
  },
  ...demographicTypes,
};

/** The JSON Schema keywords of a field of this type offering `list` (the default list when undefined). */
export function listKeywords(type: FieldType, list: string | undefined): Record<string, unknown> {
  return (list !== undefined ? type.lists?.[list] : undefined) ?? type.keywords;
}

/** The widget a field is rendered with: a choice field's depends on `multiple` and its number of options. */
export function widgetOf(field: { type: string; options?: readonly unknown[]; multiple?: boolean }): string | undefined {
  const type = fieldType(field.type);
  if (!type?.ownOptions) return type?.widget;
  if (field.multiple === true) return 'choice-checkboxes';
  return (field.options?.length ?? 0) <= MAX_RADIO_OPTIONS ? 'choice-radios' : 'choice-select';
}

/** The field type for a name, or undefined when no widget is registered for it. */
export function fieldType(type: string): FieldType | undefined {
  return Object.prototype.hasOwnProperty.call(FIELD_TYPES, type) ? FIELD_TYPES[type] : undefined;
}
