import { lazyComponent } from './lazy-component';
import type { DoneScreen } from '../done/done-screen';

/** The done page, with the appointment formatting (moment and its zone data) only it and later pages need. */
export const LazyDoneScreen = lazyComponent<Parameters<typeof DoneScreen>[0]>(() => import(/* webpackChunkName: "done-screen" */ '../done/done-screen').then((m) => m.DoneScreen));
