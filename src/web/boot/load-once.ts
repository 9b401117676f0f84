/** A promise as React's `use` reads it: once fulfilled, it carries its status and value, so `use` never suspends on it. */
type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/**
 * `load` run at most once at a time and its promise kept for every later call; a failed load is tried again on the
 * next call (a network blip). The kept promise carries React's status and value once fulfilled, so a component that
 * `use`s it after the load never suspends (chunks of later steps' code).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Tracked<T> | undefined;
  return () => {
    if (loading) return loading;
    const started: Tracked<T> = load().then(
      (value) => {
        started.status = 'fulfilled';
        started.value = value;
        return value;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    loading = started;
    return started;
  };
}
