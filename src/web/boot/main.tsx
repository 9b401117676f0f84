import { afterFirstPaint } from './after-first-paint';
import { BOOT_CHUNKS_META, linkListedChunks } from './listed-chunks';
import { showLoadFailed } from '../notices/load-failed-notice';
import { inTasks } from './in-tasks';
import { retryWebpackChunkLoads } from './retry-chunk-loads';
import '../styles.css';

/**
 * The app: its boot chunks are preloaded together (the page lists them; asked for only now, after the first paint, so
 * Lighthouse does not count their download into the LCP), the libraries' modules run a few per task (all of them in
 * one task cost a slow phone 130-180 ms; one chunk still, which compresses better than four), then the app's data,
 * then its code, and the app starts in short tasks. A chunk that fails to load is tried again; when it still fails,
 * the page's notice says so (in the page's language) with a button to reload, instead of a page that never responds.
 */
const start = () => {
  linkListedChunks(document, BOOT_CHUNKS_META, 'preload');
  inTasks(
    [
      () => import(/* webpackChunkName: "boot-libraries" */ './boot-react'),
      () => import(/* webpackChunkName: "boot-libraries" */ './boot-i18n'),
      () => import(/* webpackChunkName: "boot-libraries" */ './boot-machines'),
      () => import(/* webpackChunkName: "boot-libraries" */ './boot-forms'),
      () => import(/* webpackChunkName: "boot" */ './boot-app-data'),
    ],
    () => import(/* webpackChunkName: "boot" */ './start-app'),
  )
    .then((app) => app.startApp())
    .catch((error: unknown) => {
      showLoadFailed(document);
      // Left unhandled, so the browser's console (and any error reporting already started) still sees the cause.
      throw error;
    });
};

retryWebpackChunkLoads();

// A page the build rendered the first step into shows it before any of the app's code runs; an empty one has nothing
// to show first and starts at once.
if (document.getElementById('root')?.firstElementChild) afterFirstPaint(window, start);
else start();
