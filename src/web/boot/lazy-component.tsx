import { lazy, Suspense, useState, type ComponentType, type JSX } from 'react';
import { loadOnce } from './load-once';

/** A component whose code loads on first use, or earlier through `preload` (later steps' code off the first chunk). */
export type LazyComponent<P> = ((props: P) => JSX.Element) & { preload: () => Promise<ComponentType<P>> };

/** Every lazy component's preload, so the app can fetch them all while the member reads the first step. */
const preloads: (() => Promise<unknown>)[] = [];

/**
 * A component loaded by `load` (a dynamic import()). Until loaded it renders nothing inside its own Suspense boundary;
 * once loaded (first use or `preload`) it renders the real component directly, so a preloaded one never flashes.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  // A failed fetch (a network blip) is tried again on next use.
  const preload = loadOnce(() => load().then((component) => (loaded = component)));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function LazyLoaded(props: P) {
    // Decided once per mount: switching from the Suspense wrapper to the direct component would remount it.
    const [Direct] = useState(() => loaded);
    if (Direct) return <Direct {...props} />;
    return (
      <Suspense fallback={null}>
        <Lazy {...(props as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  }
  preloads.push(preload);
  return Object.assign(LazyLoaded, { preload });
}

/** Adds a loader of later steps' code that is not a component (their validators) to what preloadLazyComponents loads. */
export function registerPreload(preload: () => Promise<unknown>): void {
  preloads.push(preload);
}

/**
 * Loads every lazy component declared so far, one after another, each once `between` resolves (the browser idle
 * again): several chunks run at once made one task as long as all of them, which a press of Continue then waited
 * behind. Resolves when all have loaded (a failure is left to first use).
 */
export async function preloadLazyComponents(between: () => Promise<void> = () => Promise.resolve()): Promise<void> {
  for (const preload of [...preloads]) {
    await between();
    await preload().catch(() => undefined);
  }
}
