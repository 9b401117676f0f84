import type { Browser, BrowserContextOptions } from 'playwright-core';

/** How much slower than this machine's CPU the phone in question is (Lighthouse's mobile preset). */
export const PHONE_CPU_FACTOR = 4;

/** A task longer than this on the phone blocks input (the web's definition of a long task). */
export const LONG_TASK_MS = 50;

/** One task of the page's main thread after its first paint, with what ran in it. */
export interface TracedTask {
  /** Milliseconds from the first contentful paint. */
  at: number;
  /** CPU time the main thread spent on it on this machine (the trace's thread duration: load on the machine does not lengthen it). */
  cpuMs: number;
  /** That CPU time on the phone: cpuMs × PHONE_CPU_FACTOR. */
  phoneMs: number;
  /** The costliest work inside it: scripts run (by file), functions called, timers, idle callbacks, style, layout. */
  work: string[];
  /** The functions the CPU profiler found running in it most often (self time), as "function source:line". */
  hot: string[];
}

/** Names a profiled function's place (a bundle's line and column, 0-based) by its source, when a source map knows it. */
export type PlaceResolver = (url: string, line: number, column: number) => string | undefined;

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    frame?: string;
    data?: {
      url?: string; functionName?: string; lineNumber?: number; columnNumber?: number; type?: string; startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[];
    };
  };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

/** The main thread's CPU samples from the trace's profile chunks: when each was taken (trace µs) and which function ran. */
function samplesOf(events: TraceEvent[], pid: number, tid: number): { ts: number; node: ProfileNode }[] {
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  if (!profile?.args?.data?.startTime) return [];
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: ProfileNode }[] = [];
  let ts = profile.args.data.startTime;
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.id === profile.id && e.pid === pid)) {
    for (const node of chunk.args?.data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = chunk.args?.data?.cpuProfile?.samples ?? [];
    const deltas = chunk.args?.data?.timeDeltas ?? [];
    ids.forEach((id, i) => {
      ts += deltas[i] ?? 0;
      const node = nodes.get(id);
      if (node) samples.push({ ts, node });
    });
  }
  return samples;
}

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading', 'blink.user_timing', 'toplevel', 'disabled-by-default-v8.cpu_profiler'];
const IDLE_FRAMES = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);

/** A script's file name from its address (no folders, no query). */
export const fileOf = (url: string | undefined) => (url ? url.replace(/^.*\/(?=[^/]+$)/, '').replace(/\?.*$/, '') : '');

/** What one nested event says ran: a script by file, a function by file:line:column, a timer or idle callback, or style and layout. */
function describe(event: TraceEvent): string | undefined {
  const data = event.args?.data;
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.compile':
      return `${event.name === 'v8.compile' ? 'compile' : 'run'} ${fileOf(data?.url) || 'inline script'}`;
    case 'v8.compileModule':
    case 'v8.evaluateModule':
      return `${event.name.replace('v8.', '')} ${fileOf(data?.url)}`;
    case 'FunctionCall':
      return `call ${data?.functionName || "(anonymous)"} ${fileOf(data?.url)}:${data?.lineNumber ?? 0}:${data?.columnNumber ?? 0}`;
    case 'TimerFire':
    case 'FireIdleCallback':
    case 'FireAnimationFrame':
    case 'RunMicrotasks':
    case 'ParseHTML':
    case 'Layout':
    case 'UpdateLayoutTree':
    case 'Paint':
    case 'MajorGC':
    case 'MinorGC':
    case 'V8.GC_SCAVENGER':
      return event.name;
    case 'EventDispatch':
      return `event ${data?.type ?? ''}`;
    default:
      return undefined;
  }
}

/** The tasks of the main thread in `events` that start after the first contentful paint and within `windowMs` of it. */
export function tasksAfterFirstPaint(events: TraceEvent[], windowMs: number, resolve: PlaceResolver = () => undefined, frameId?: string): TracedTask[] {
  const threadNames = new Map(events.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args?.name]));
  // A trace is the whole browser's: in a lane where other test files' pages share the browser, only the traced
  // page's own frame counts.
  const paint = events.filter((e) => e.name === 'firstContentfulPaint' && (frameId === undefined || e.args?.frame === frameId)).pop();
  if (!paint) throw new Error('The trace has no first contentful paint of the page: it painted nothing within the trace; open it by hand and look.');
  const main = `${paint.pid}:${paint.tid}`;
  if (threadNames.get(main) !== 'CrRendererMain') throw new Error(`The first paint was traced on thread "${threadNames.get(main) ?? "unnamed"}", not the renderer's main thread.`);
  const onMain = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && e.dur !== undefined).sort((a, b) => a.ts - b.ts);
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ts >= paint.ts && e.ts < paint.ts + windowMs * 1000);
  const samples = samplesOf(events, paint.pid, paint.tid);
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    // Inside the task, each kind of work with its own thread time (wall time where the trace has none), costliest first.
    const cost = new Map<string, number>();
    for (const event of onMain) {
      if (event.ts < task.ts || event.ts + (event.dur ?? 0) > end || event === task) continue;
      const what = describe(event);
      if (what) cost.set(what, (cost.get(what) ?? 0) + (event.tdur ?? event.dur ?? 0) / 1000);
    }
    const cpuMs = (task.tdur ?? task.dur ?? 0) / 1000;
    const hot = new Map<string, number>();
    for (const { ts, node } of samples) {
      if (ts < task.ts || ts > end || IDLE_FRAMES.has(node.callFrame.functionName)) continue;
      const { functionName, url, lineNumber, columnNumber } = node.callFrame;
      const place = (url && resolve(url, lineNumber, columnNumber)) || `${fileOf(url) || 'native'}:${lineNumber + 1}:${columnNumber + 1}`;
      const name = `${functionName || '(anonymous)'} ${place}`;
      hot.set(name, (hot.get(name) ?? 0) + 1);
    }
    const sampled = [...hot.values()].reduce((sum, n) => sum + n, 0);
    return {
      hot: [...hot].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([name, n]) => `${name} ${Math.round((100 * n) / sampled)}%`),
      at: Math.round((task.ts - paint.ts) / 1000),
      cpuMs,
      phoneMs: cpuMs * PHONE_CPU_FACTOR,
      work: [...cost].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([what, ms]) => `${what} ${ms.toFixed(1)} ms`),
    };
  });
}

/**
 * Opens `url` in a fresh phone-sized context of `browser`, unthrottled (the phone's time is the trace's thread time
 * × PHONE_CPU_FACTOR, which the machine's own load does not change), and traces its main thread for `windowMs` after
 * the first contentful paint with no input at all: every task in it is the page's own doing.
 */
export async function traceFirstStep(browser: Browser, url: string, windowMs = 5000, resolve?: PlaceResolver, cpuScale = 1): Promise<TracedTask[]> {
  const { events, frameId } = await traceVisit(browser, url, CATEGORIES, windowMs + 1000, { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  return tasksAfterFirstPaint(events, windowMs, resolve, frameId).map((task) => ({ ...task, cpuMs: task.cpuMs * cpuScale, phoneMs: task.phoneMs * cpuScale }));
}

/**
 * The browser's trace (of `categories`) while a fresh context opens `url` and stays `stayMs` after its load, and the
 * page's main frame id. Nothing is evaluated in the page meanwhile: an injected script would be a task of its own.
 */
async function traceVisit(browser: Browser, url: string, categories: string[], stayMs: number, contextOptions: BrowserContextOptions = {}): Promise<{ events: TraceEvent[]; frameId: string }> {
  const context = await browser.newContext(contextOptions);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (message) => void events.push(...(message.value as unknown as TraceEvent[])));
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    const { frameTree } = await cdp.send('Page.getFrameTree');
    await cdp.send('Tracing.start', { traceConfig: { includedCategories: categories, recordMode: 'recordContinuously' }, transferMode: 'ReportEvents' });
    await page.goto(url, { waitUntil: 'load' });
    if (stayMs > 0) await page.waitForTimeout(stayMs);
    await cdp.send('Tracing.end');
    await complete;
    return { events, frameId: frameTree.frame.id };
  } finally {
    await context.close();
  }
}

// A fixed piece of script work (allocation, strings, a Map: what start-up code does), run once as the page parses.
const CALIBRATION_PAGE = `data:text/html,${encodeURIComponent(
  "<script>(() => { let sum = 0; const seen = new Map(); for (let i = 0; i < 400000; i++) { const o = { i, key: 'k' + (i % 5000) }; seen.set(o.key, o); sum += o.key.length; } document.title = String(sum); })()</script>",
)}`;

/**
 * The CPU time the main thread of a page in `browser` takes for a fixed piece of script work, the median of `runs`
 * (a busy machine lengthens most of a page's tasks, not only its worst, so the typical run, not the luckiest).
 * On a virtual machine whose other tenants or processes take its cores, a thread's CPU time grows too (stolen time is
 * counted as the guest's), so a budget in CPU milliseconds is first scaled by this figure against the same work's on
 * the quiet machine the budget was set on.
 */
export async function calibrationCpuMs(browser: Browser, runs = 3): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const { events } = await traceVisit(browser, CALIBRATION_PAGE, ['devtools.timeline', 'disabled-by-default-devtools.timeline'], 0);
    // Only the calibration page's script: other pages may share the traced browser.
    const evaluated = events.filter((e) => e.name === 'EvaluateScript' && e.tdur !== undefined && (e.args?.data?.url ?? '').startsWith('data:text/html')).map((e) => (e.tdur ?? 0) / 1000);
    if (evaluated.length === 0) throw new Error('The calibration page ran no script the trace saw: the browser refused its data: address or traced nothing.');
    times.push(Math.max(...evaluated));
  }
  return [...times].sort((a, b) => a - b)[Math.floor((times.length - 1) / 2)];
}

/** The tasks longer than a long task on the phone. */
export const longOnPhone = (tasks: TracedTask[]) => tasks.filter((task) => task.phoneMs > LONG_TASK_MS);

/** Total blocking time on the phone: what each task lasts past a long task's 50 ms, summed (Lighthouse's TBT). */
export const blockingOnPhone = (tasks: TracedTask[]) => tasks.reduce((sum, task) => sum + Math.max(0, task.phoneMs - LONG_TASK_MS), 0);

/** A table of the tasks over `minPhoneMs` on the phone, for a report. */
export function formatTasks(label: string, tasks: TracedTask[], minPhoneMs = 20): string {
  const shown = tasks.filter((task) => task.phoneMs >= minPhoneMs);
  const total = blockingOnPhone(tasks);
  return [
    `${label}: ${tasks.length} tasks, ${longOnPhone(tasks).length} over ${LONG_TASK_MS} ms on the phone (×${PHONE_CPU_FACTOR}), blocking ${Math.round(total)} ms`,
    ...shown.flatMap((task) => [
      `  +${String(task.at).padStart(5)} ms  ${task.phoneMs.toFixed(0).padStart(4)} ms on the phone  ${task.work.join('; ')}`,
      ...(task.hot.length > 0 ? [`           hot: ${task.hot.join('; ')}`] : []),
    ]),
  ].join('\n');
}
