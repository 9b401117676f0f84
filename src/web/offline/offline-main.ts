import './offline.css';
import { showOfflinePage } from './offline-page';

// Local storage can be refused (private mode, disabled): the page then says nothing waits.
const storage = (() => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
})();
showOfflinePage(document, { location: window.location, navigator: window.navigator, localStorage: storage });
