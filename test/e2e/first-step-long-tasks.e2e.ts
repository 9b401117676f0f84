import { useServerAndBrowser } from './browser';
import { blockingOnPhone, formatTasks, longOnPhone, traceFirstStep } from '../../scripts/long-task-trace';
import budget from './long-task-budget.json';

// What the page does by itself after its first paint, counted in a trace by CPU time rather than by the clock, so a
// busy CI machine does not move it: a build that adds a long task, or lengthens one, fails here.
const env = useServerAndBrowser();

describe('the first step\'s main thread after its first paint, with no input', () => {
  it.each(['/v3/dist/?lang=en-US', '/v3/dist/?unit=move&lang=es-US'])(
    `%s: at most ${budget.maxLongTasks} long tasks on a phone, none over ${budget.maxTaskPhoneMs} ms, blocking at most ${budget.maxBlockingMs} ms`,
    async (address) => {
      const tasks = await traceFirstStep(env.browser, `${env.server.url}${address}`, budget.windowMs);
      const long = longOnPhone(tasks);
      const report = formatTasks(address, tasks, 50);
      console.log(report);
      const longest = Math.max(0, ...tasks.map((task) => task.phoneMs));
      const blocking = blockingOnPhone(tasks);
      if (long.length > budget.maxLongTasks || longest > budget.maxTaskPhoneMs || blocking > budget.maxBlockingMs) {
        throw new Error(`Over the long-task budget (test/e2e/long-task-budget.json): ${long.length} long tasks, the longest ${Math.round(longest)} ms, blocking ${Math.round(blocking)} ms on a phone.\n${report}`);
      }
      // A page that ran no script at all would pass the budget: the app must have started.
      expect(tasks.some((task) => task.work.some((work) => work.startsWith('run boot')))).toBe(true);
    },
    60_000,
  );
});
