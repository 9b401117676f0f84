import { COUNTRIES, SUPPORTED_COUNTRIES } from '../reference/countries';
import { DEMOGRAPHIC_SETS, demographicOptions } from '../reference/demographic-options';
import { LANGUAGES } from '../reference/languages';
import { COUNTRIES_WITH_STATES, statesOf } from '../reference/states';
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
}

const uniqueSorted = (values: Iterable<string>): string[] => [...new Set(values)].sort();
const regionCodes = (countries: readonly string[]) => uniqueSorted(countries.flatMap((country) => statesOf(country).map((state) => state.code)));

const text = (widget: string, keywords: Record<string, unknown> = {}): FieldType => ({ jsonType: 'string', keywords, widget });
const choice = (widget: string, values: readonly string[]): FieldType => ({ jsonType: 'string', keywords: { enum: [...values] }, widget });

const demographicTypes = Object.fromEntries(
  DEMOGRAPHIC_SETS.map((set) => [set, choice('radio-options', demographicOptions(set).map((option) => option.optValue))]),
);

/** Every field type a flow may use, keyed by the `type` written in the flow file. */
export const FIELD_TYPES: Record<string, FieldType> = {
  text: text('text'),
  email: text('email', { format: 'email' }),
  tel: text('tel'),
  date: text('date', { format: 'date' }),
  unit: choice('radio-options', UNITS),
  language: choice('language', LANGUAGES.map((language) => language.code)),
  country: {
    ...choice('country', COUNTRIES.map((country) => country.code)),
    lists: { full: { enum: COUNTRIES.map((country) => country.code) }, supported: { enum: SUPPORTED_COUNTRIES.map((country) => country.code) } },
  },
  region: {
    ...choice('region', regionCodes(COUNTRIES_WITH_STATES)),
    lists: { country: { enum: regionCodes(COUNTRIES_WITH_STATES) }, 'north-america': { enum: regionCodes(['ca', 'us']) } },
  },
  timezone: choice('timezone', SUPPORTED_ZONE_IDS),
  slot: text('slot', { format: 'date-time' }),
  consent: { jsonType: 'boolean', keywords: {}, widget: 'consent' },
  ...demographicTypes,
};

/** The JSON Schema keywords of a field of this type offering `list` (the default list when undefined). */
export function listKeywords(type: FieldType, list: string | undefined): Record<string, unknown> {
  return (list !== undefined ? type.lists?.[list] : undefined) ?? type.keywords;
}

/** The field type for a name, or undefined when no widget is registered for it. */
export function fieldType(type: string): FieldType | undefined {
  return Object.prototype.hasOwnProperty.call(FIELD_TYPES, type) ? FIELD_TYPES[type] : undefined;
}
