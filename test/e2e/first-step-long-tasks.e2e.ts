import { useServerAndBrowser } from './browser';
import { blockingOnPhone, calibrationCpuMs, formatTasks, longOnPhone, traceFirstStep, type TracedTask } from '../../scripts/bench/long-task-trace';
import budget from './long-task-budget.json';

// What the page does by itself after its first paint, counted in a trace by CPU time rather than by the clock: a build
// that adds a long task, or lengthens one, fails here. A busy virtual machine still lengthens CPU time (time stolen
// from it counts as its own), so the times are first scaled by a fixed piece of work's CPU time now against the same
// work's on the quiet machine the budget was set on (never scaled up), measured right before and after each trace, and
// each page is traced three times, the calmest run counting.
const env = useServerAndBrowser();
const calibrations: number[] = [];

/** One trace of `url`, its CPU times scaled by the slower of two calibrations taken right before and right after it. */
async function calibratedTrace(url: string): Promise<{ tasks: TracedTask[]; scale: number }> {
  const before = await calibrationCpuMs(env.browser, 3);
  const raw = await traceFirstStep(env.browser, url, budget.windowMs);
  const after = await calibrationCpuMs(env.browser, 3);
  calibrations.push(before, after);
  const scale = Math.min(1, budget.calibrationCpuMs / Math.max(before, after));
  return { tasks: raw.map((task) => ({ ...task, cpuMs: task.cpuMs * scale, phoneMs: task.phoneMs * scale })), scale };
}

describe('the first step\'s main thread after its first paint, with no input', () => {
  it.each(['/v3/dist/?lang=en-US', '/v3/dist/?unit=move&lang=es-US'])(
    `%s: at most ${budget.maxLongTasks} long tasks on a phone, none over ${budget.maxTaskPhoneMs} ms, blocking at most ${budget.maxBlockingMs} ms`,
    async (address) => {
      // The calmest of three runs, each scaled by the machine's speed around it: load on a shared machine comes in bursts.
      const runs: { tasks: TracedTask[]; scale: number }[] = [];
      for (let run = 0; run < 3; run++) runs.push(await calibratedTrace(`${env.server.url}${address}`));
      // A run that never started the app (cut short, say) is not a calm run.
      const started = (traced: TracedTask[]) => traced.some((task) => task.work.some((work) => work.startsWith('run boot')));
      const { tasks, scale } = [...runs].sort((a, b) => Number(started(b.tasks)) - Number(started(a.tasks)) || blockingOnPhone(a.tasks) - blockingOnPhone(b.tasks))[0];
      const long = longOnPhone(tasks);
      const report = formatTasks(`${address} (CPU times ×${scale.toFixed(2)}; calibrations ${calibrations.map((ms) => ms.toFixed(0)).join(', ')} ms, ${budget.calibrationCpuMs} ms when quiet)`, tasks, 50);
      console.log(report);
      const longest = Math.max(0, ...tasks.map((task) => task.phoneMs));
      const blocking = blockingOnPhone(tasks);
      if (long.length > budget.maxLongTasks || longest > budget.maxTaskPhoneMs || blocking > budget.maxBlockingMs) {
        throw new Error(`Over the long-task budget (test/e2e/long-task-budget.json): ${long.length} long tasks, the longest ${Math.round(longest)} ms, blocking ${Math.round(blocking)} ms on a phone.\n${report}`);
      }
      // A page that ran no script at all would pass the budget: the app must have started.
      expect(started(tasks)).toBe(true);
    },
    240_000,
  );
});
