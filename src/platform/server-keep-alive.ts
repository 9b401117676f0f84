/** At most one keep-alive call per this long, however busy the member is. */
export const KEEP_ALIVE_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Keeps the server session (1800 s idle on the server too) alive while the member is active in the
 * page without saving: on activity, pings when the last server contact is older than the interval.
 * Before the first contact there is no server session, so nothing is pinged.
 */
export function createServerKeepAlive(ping: () => Promise<unknown>, options: { intervalMs?: number; now?: () => number } = {}) {
  const intervalMs = options.intervalMs ?? KEEP_ALIVE_INTERVAL_MS;
  const now = options.now ?? (() => Date.now());
  let lastContact: number | undefined;
  let inFlight = false;

  return {
    /** A call reached the server (it refreshed the session). */
    contacted: () => {
      lastContact = now();
    },
    /** The member did something; ping when the server has not heard from us for a while. */
    activity: () => {
      if (inFlight || lastContact === undefined || now() - lastContact < intervalMs) return;
      inFlight = true;
      lastContact = now();
      ping().catch(() => undefined).finally(() => {
        inFlight = false;
      });
    },
    /** Pings now (the member chose to stay): true when the server answered, undefined when there is no session yet. */
    refresh: async (): Promise<boolean | undefined> => {
      if (lastContact === undefined) return undefined;
      try {
        await ping();
        lastContact = now();
        return true;
      } catch {
        return false;
      }
    },
  };
}
