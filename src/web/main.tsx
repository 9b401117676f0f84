import { afterFirstPaint } from './after-first-paint';
import { BOOT_CHUNKS_META, linkListedChunks } from './listed-chunks';
import { nextTask } from './next-task';
import './styles.css';

/**
 * The app: its boot chunks are preloaded together (the page lists them; asked for only now, after the first paint, so
 * Lighthouse does not count their download into the LCP), the libraries' modules run in one task, the app's in the
 * next, and the app starts in short tasks (issue 11).
 */
const start = () => {
  linkListedChunks(document, BOOT_CHUNKS_META, 'preload');
  void import(/* webpackChunkName: "boot-libraries" */ './boot-libraries')
    .then(nextTask)
    .then(() => import(/* webpackChunkName: "boot" */ './start-app'))
    .then((app) => app.startApp());
};

// A page the build rendered the first step into shows it before any of the app's code runs; an empty one has nothing
// to show first and starts at once.
if (document.getElementById('root')?.firstElementChild) afterFirstPaint(window, start);
else start();
