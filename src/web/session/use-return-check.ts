import { useEffect, useState } from 'react';
import type { MemberApi } from '../../platform/member-api';

/** At most one check per this long, however often the member switches tabs or apps. */
export const RETURN_CHECK_INTERVAL_MS = 10_000;

/** The parts of the browser the check listens to. */
export interface ReturnWindow {
  document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  now?: () => number;
}

/**
 * Runs `check` when the member comes back to this page (it shows again after being hidden), at most once per
 * RETURN_CHECK_INTERVAL_MS, and only when `armed()` says so at that moment; returns the stop.
 */
export function watchReturns(win: ReturnWindow, armed: () => boolean, check: () => void): () => void {
  const now = win.now ?? (() => Date.now());
  let last = Number.NEGATIVE_INFINITY;
  const onVisibility = () => {
    if (win.document.visibilityState !== 'visible' || now() - last < RETURN_CHECK_INTERVAL_MS || !armed()) return;
    last = now();
    check();
  };
  win.document.addEventListener('visibilitychange', onVisibility);
  return () => win.document.removeEventListener('visibilitychange', onVisibility);
}

/**
 * When the member comes back to this page, asks the server for the enrolment, so that a device she left learns it
 * before she presses anything (the member API's failure hook reports a left device) and never shows a step it could
 * not go on with. Only when `armed()` says an enrolment is open here; the answer itself is not used. Returns whether a
 * check is under way: the page holds Continue meanwhile, so a press made before the answer does not show the next
 * step for a round trip and then take it back.
 */
export function useReturnCheck(api: Pick<MemberApi, 'summary'>, armed: () => boolean, win?: ReturnWindow): boolean {
  const [checking, setChecking] = useState(false);
  // The window is read in the effect: the build renders the page where there is none (scripts/build/prerender.ts).
  useEffect(() => {
    let live = true;
    const stop = watchReturns(win ?? window, armed, () => {
      setChecking(true);
      void api.summary().catch(() => undefined).finally(() => live && setChecking(false));
    });
    return () => {
      live = false;
      stop();
    };
  }, [api, armed, win]);
  return checking;
}
