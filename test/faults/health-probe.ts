/** A client no fault touches: it asks `/healthz` every `everyMs` and keeps each answer's time. */
export interface HealthProbe {
  /** Stops the probe; answers the 99th percentile and the worst time in ms, and how many asks failed. */
  stop: () => Promise<{ p99: number; max: number; samples: number; failed: number }>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The value at `fraction` (0-1) of sorted `values`, nearest rank. */
export function percentile(values: number[], fraction: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))];
}

/** Starts probing `url` (an untouched client's liveness check, with its own address when `forwardedFor` is set). */
export function startHealthProbe(url: string, everyMs = 50, forwardedFor = '198.51.100.200'): HealthProbe {
  const times: number[] = [];
  let failed = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const began = performance.now();
      try {
        const res = await fetch(url, { headers: { 'x-forwarded-for': forwardedFor }, signal: AbortSignal.timeout(30_000) });
        await res.arrayBuffer();
        if (res.status !== 200) failed += 1;
      } catch {
        failed += 1;
      }
      times.push(performance.now() - began);
      await sleep(everyMs);
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return { p99: percentile(times, 0.99), max: Math.max(0, ...times), samples: times.length, failed };
    },
  };
}
