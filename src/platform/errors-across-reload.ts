// Session storage: a dev reload happens in the same tab, and nothing of it should outlive the tab.
const SHOWN_KEY = 'onboarding_v3_errors_shown';
const AGAIN_KEY = 'onboarding_v3_errors_again';

// Storage a browser refuses (disabled, private mode, full) only costs the errors being shown again.
function attempt<T>(work: () => T, otherwise: T): T {
  try {
    return work();
  } catch {
    return otherwise;
  }
}

/** The tab's session storage, when the browser gives one. */
export const sessionStore = (): Storage | undefined => attempt(() => window.sessionStorage, undefined);

/** The step is showing the errors of a refused Continue. */
export function noteErrorsShown(storage: Storage | undefined, stepId: string): void {
  attempt(() => storage?.setItem(SHOWN_KEY, stepId), undefined);
}

/** The step no longer shows them (it was left, or its answers went through). */
export function clearErrorsShown(storage: Storage | undefined, stepId: string): void {
  attempt(() => (storage?.getItem(SHOWN_KEY) === stepId ? storage.removeItem(SHOWN_KEY) : undefined), undefined);
}

/** Development only: the dev server is about to reload the page onto an edit; the errors shown are to be shown again. */
export function keepErrorsThroughReload(storage: Storage | undefined): void {
  attempt(() => {
    const stepId = storage?.getItem(SHOWN_KEY);
    if (stepId) storage?.setItem(AGAIN_KEY, stepId);
  }, undefined);
}

/**
 * Whether the page, just reloaded by the dev server, opens on the step that was showing errors: asked once by the
 * first step shown, so a member's own reload, or a later visit to the step, starts without them.
 */
export function takeErrorsToShowAgain(storage: Storage | undefined, stepId: string): boolean {
  return attempt(() => {
    const again = storage?.getItem(AGAIN_KEY);
    storage?.removeItem(AGAIN_KEY);
    return again === stepId;
  }, false);
}
