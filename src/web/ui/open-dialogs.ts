import { useSyncExternalStore } from 'react';

let openCount = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Marks a modal dialog as open until the returned function is called (once). */
export function dialogOpened(): () => void {
  openCount += 1;
  notify();
  let open = true;
  return () => {
    if (!open) return;
    open = false;
    openCount -= 1;
    notify();
  };
}

/** Whether any modal dialog of the page is open: what runs on a clock (a countdown) waits meanwhile (WCAG 2.2.1). */
export function useAnyDialogOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => openCount > 0,
    () => false,
  );
}
