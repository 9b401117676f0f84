import { lazyComponent } from './lazy-component';
import type { ReviewPage } from '../steps/review-page';

/** The review page, with the answer formatting (zone names, dates, place names) only it and later pages need. */
export const LazyReviewPage = lazyComponent<Parameters<typeof ReviewPage>[0]>(() => import(/* webpackChunkName: "review-page" */ '../steps/review-page').then((m) => m.ReviewPage));
