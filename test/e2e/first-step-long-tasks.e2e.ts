import { useServerAndBrowser } from './browser';
import { blockingOnPhone, calibrationCpuMs, formatTasks, longOnPhone, traceFirstStep, type TracedTask } from '../../scripts/long-task-trace';
import budget from './long-task-budget.json';

// What the page does by itself after its first paint, counted in a trace by CPU time rather than by the clock: a build
// that adds a long task, or lengthens one, fails here. A busy virtual machine still lengthens CPU time (time stolen
// from it counts as its own), so the times are first scaled by a fixed piece of work's CPU time now against the same
// work's on the quiet machine the budget was set on (never scaled up), and each page is traced twice, the calmer run
// counting.
const env = useServerAndBrowser();
let scale = 1;
let calibration = 0;
beforeAll(async () => {
  calibration = await calibrationCpuMs(env.browser, 5);
  scale = Math.min(1, budget.calibrationCpuMs / calibration);
}, 120_000);

describe('the first step\'s main thread after its first paint, with no input', () => {
  it.each(['/v3/dist/?lang=en-US', '/v3/dist/?unit=move&lang=es-US'])(
    `%s: at most ${budget.maxLongTasks} long tasks on a phone, none over ${budget.maxTaskPhoneMs} ms, blocking at most ${budget.maxBlockingMs} ms`,
    async (address) => {
      const runs: TracedTask[][] = [];
      for (let run = 0; run < 2; run++) runs.push(await traceFirstStep(env.browser, `${env.server.url}${address}`, budget.windowMs, undefined, scale));
      const tasks = runs.sort((a, b) => blockingOnPhone(a) - blockingOnPhone(b))[0];
      const long = longOnPhone(tasks);
      const report = formatTasks(`${address} (CPU times ×${scale.toFixed(2)}: the calibration took ${calibration.toFixed(1)} ms, ${budget.calibrationCpuMs} ms when quiet)`, tasks, 50);
      console.log(report);
      const longest = Math.max(0, ...tasks.map((task) => task.phoneMs));
      const blocking = blockingOnPhone(tasks);
      if (long.length > budget.maxLongTasks || longest > budget.maxTaskPhoneMs || blocking > budget.maxBlockingMs) {
        throw new Error(`Over the long-task budget (test/e2e/long-task-budget.json): ${long.length} long tasks, the longest ${Math.round(longest)} ms, blocking ${Math.round(blocking)} ms on a phone.\n${report}`);
      }
      // A page that ran no script at all would pass the budget: the app must have started.
      expect(tasks.some((task) => task.work.some((work) => work.startsWith('run boot')))).toBe(true);
    },
    120_000,
  );
});
