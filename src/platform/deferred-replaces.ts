import type { LocalStore } from './local-store';

/** The parts of `window` the deferral uses. */
export interface PaintWindow {
  requestAnimationFrame: (callback: () => void) => unknown;
  setTimeout: (callback: () => void, ms: number) => unknown;
  addEventListener: (type: 'pagehide', listener: () => void) => void;
  document: Pick<Document, 'visibilityState'> & { addEventListener: (type: 'visibilitychange' | 'freeze', listener: () => void) => void };
}

/**
 * The store with its whole-record writes (`replace`) made after the next paint, so that a step change paints before
 * its record is serialised and stored; the latest record of a key wins. Nothing is lost or brought back: a read or
 * write of the key first stores what is pending, a removal drops it, and everything pending is stored at once when
 * the page is hidden, left or frozen (a phone may end a hidden page without another event); a hidden page, which
 * paints nothing, stores at once.
 */
export function deferReplaces(store: LocalStore, win: PaintWindow): LocalStore {
  const pending = new Map<string, Record<string, unknown>>();
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    for (const [key, value] of pending) store.replace(key, value);
    pending.clear();
  };
  const flushKey = (key: string) => {
    const value = pending.get(key);
    if (value === undefined) return;
    pending.delete(key);
    store.replace(key, value);
  };
  const hidden = () => win.document.visibilityState === 'hidden';
  win.document.addEventListener('visibilitychange', () => {
    if (hidden()) flush();
  });
  win.addEventListener('pagehide', flush);
  win.document.addEventListener('freeze', flush);
  return {
    read: (key) => {
      flushKey(key);
      return store.read(key);
    },
    write: (key, value) => {
      flushKey(key);
      store.write(key, value);
    },
    remove: (key) => {
      pending.delete(key);
      store.remove(key);
    },
    replace: (key, value) => {
      pending.set(key, value);
      if (hidden()) {
        flushKey(key);
        return;
      }
      if (scheduled) return;
      scheduled = true;
      win.requestAnimationFrame(() => win.setTimeout(flush, 0));
    },
  };
}
