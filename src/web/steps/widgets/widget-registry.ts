import type { RegistryWidgetsType } from '@rjsf/utils';
import { CheckboxOptionsWidget } from './checkbox-options-widget';
import { RadioOptionsWidget } from './radio-options-widget';
import { ReferenceSelectWidget } from './reference-select-widget';
import { TelWidget } from './tel-widget';
import { LazyConsentWidget, LazyRegionWidget, LazySlotWidget, LazyTimezoneWidget } from '../../boot/lazy-widgets';

/**
 * Our widgets by the names field types declare (src/flow/field-types.ts); rjsf's own serve text, email and date.
 * Those no first step uses load as their own chunks, fetched while the member reads the first step.
 */
export const WIDGETS: RegistryWidgetsType = {
  'radio-options': RadioOptionsWidget,
  'choice-radios': RadioOptionsWidget,
  'choice-select': ReferenceSelectWidget,
  'choice-checkboxes': CheckboxOptionsWidget,
  language: ReferenceSelectWidget,
  country: ReferenceSelectWidget,
  region: LazyRegionWidget,
  timezone: LazyTimezoneWidget,
  slot: LazySlotWidget,
  consent: LazyConsentWidget,
  tel: TelWidget,
};

/** Widgets that render their own label (a legend, a checkbox label, the region's words of the place), so rjsf's label is hidden for them. */
export const SELF_LABELLED_WIDGETS: ReadonlySet<string> = new Set(['radio-options', 'choice-radios', 'choice-checkboxes', 'slot', 'consent', 'region']);
