import type { RegistryWidgetsType } from '@rjsf/utils';
import { ConsentWidget } from './consent-widget';
import { RadioOptionsWidget } from './radio-options-widget';
import { ReferenceSelectWidget } from './reference-select-widget';
import { RegionWidget } from './region-widget';
import { SlotWidget } from './slot-widget';
import { TelWidget } from './tel-widget';
import { TimezoneWidget } from './timezone-widget';

/** Our widgets by the names field types declare (src/flow/field-types.ts); rjsf's own serve text, email and date. */
export const WIDGETS: RegistryWidgetsType = {
  'radio-options': RadioOptionsWidget,
  language: ReferenceSelectWidget,
  country: ReferenceSelectWidget,
  region: RegionWidget,
  timezone: TimezoneWidget,
  slot: SlotWidget,
  consent: ConsentWidget,
  tel: TelWidget,
};

/** Widgets that render their own label (a legend or a checkbox label), so rjsf's label is hidden for them. */
export const SELF_LABELLED_WIDGETS: ReadonlySet<string> = new Set(['radio-options', 'slot', 'consent']);
