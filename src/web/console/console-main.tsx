import { createRoot } from 'react-dom/client';
import { pickLanguage, startI18n, UI_LANGUAGES } from '../i18n/i18n';
import { showLoadFailed } from '../notices/load-failed-notice';
import { retryWebpackChunkLoads } from '../boot/retry-chunk-loads';
import { loadConsoleTexts } from './console-texts';
import { ConsoleApp } from './console-app';
import '../styles.css';
import './console.css';

/** Boots the care-team console (its own page, /console/): the language from ?lang= or the browser, then the app. */
async function boot(): Promise<void> {
  const language = pickLanguage(window.location.search, navigator.languages);
  const i18n = await startI18n(language);
  // The default language is the fallback of every other, as for the member app.
  await Promise.all([...new Set([UI_LANGUAGES[0] ?? 'en-US', language])].map((lng) => loadConsoleTexts(i18n, lng)));
  const root = document.getElementById('root');
  if (!root) throw new Error('The console page has no #root element; check src/web/console/console.html.');
  createRoot(root).render(<ConsoleApp />);
}

retryWebpackChunkLoads();
// A chunk that still fails after its retries: the page's notice says so, with a button to reload.
boot().catch((error: unknown) => {
  showLoadFailed(document);
  throw error;
});
