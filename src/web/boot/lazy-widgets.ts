import type { WidgetProps } from '@rjsf/utils';
import { lazyComponent } from './lazy-component';

type Widget = WidgetProps<unknown>;

/** The time-zone picker, with moment-timezone's zone names and catalog (never on a first step). */
export const LazyTimezoneWidget = lazyComponent<Widget>(() => import(/* webpackChunkName: "timezone-widget" */ '../steps/widgets/timezone-widget').then((m) => m.TimezoneWidget));

/** The appointment slot picker and its date formatting. */
export const LazySlotWidget = lazyComponent<Widget>(() => import(/* webpackChunkName: "slot-widget" */ '../steps/widgets/slot-widget').then((m) => m.SlotWidget));

/** The consent checkbox with its legal document links. */
export const LazyConsentWidget = lazyComponent<Widget>(() => import(/* webpackChunkName: "consent-widget" */ '../steps/widgets/consent-widget').then((m) => m.ConsentWidget));

/** The state/province select with its region lists. */
export const LazyRegionWidget = lazyComponent<Widget>(() => import(/* webpackChunkName: "region-widget" */ '../steps/widgets/region-widget').then((m) => m.RegionWidget));
