/** The id of the notice the build puts, hidden, in every page: the app's code could not be loaded (scripts/page-notices.ts). */
export const LOAD_FAILED_ID = 'load-failed';

/**
 * Shows the page's "could not be loaded" notice, already in the page's language (the build wrote it), and makes its
 * button reload the page. Returns whether the page had the notice.
 */
export function showLoadFailed(doc: Pick<Document, 'getElementById'>, reload: () => void = () => window.location.reload()): boolean {
  const notice = doc.getElementById(LOAD_FAILED_ID);
  if (!notice) return false;
  // Shown once: a second failure while it shows adds nothing (nor a second reload on one press).
  if (!notice.hidden) return true;
  notice.querySelector('button')?.addEventListener('click', reload);
  // An alert from the moment it shows, so a screen reader announces it.
  notice.setAttribute('role', 'alert');
  notice.hidden = false;
  return true;
}
