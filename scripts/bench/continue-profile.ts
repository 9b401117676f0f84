import fs from 'fs';
import path from 'path';
import type { CDPSession } from 'playwright-core';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';

/** Self time (ms) summed by where the code comes from: a package, a source file of the product, or the engine's own work. */
export type ProfileTotals = Map<string, number>;

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface Profile {
  nodes: { id: number; callFrame: CallFrame }[];
  samples: number[];
  timeDeltas: number[];
}

/** Starts the V8 sampling profiler (0.1 ms between samples) on the page. */
export async function startProfile(cdp: CDPSession): Promise<void> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
}

/** Stops the profiler and adds each frame's self time to `totals`, keyed by frame until printProfile maps them to sources. */
export async function stopProfile(cdp: CDPSession, totals: ProfileTotals): Promise<void> {
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  profile.samples.forEach((id, index) => {
    const frame = frames.get(id);
    const spent = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    if (!frame) return;
    const key = frame.url ? `${frame.url}\t${frame.lineNumber}\t${frame.columnNumber}\t${frame.functionName}` : frame.functionName || '(anonymous native)';
    totals.set(key, (totals.get(key) ?? 0) + spent);
  });
}

/** The package (node_modules/<name>) or product file a bundled position came from, and the function there (file:line name). */
function sourceOf(maps: Map<string, TraceMap | null>, dist: string, key: string): { source: string; place: string } {
  const [url, line, column, name] = key.split('\t');
  if (line === undefined) return { source: key, place: key };
  const file = path.basename(new URL(url).pathname);
  if (!maps.has(file)) {
    const mapFile = path.join(dist, `${file}.map`);
    maps.set(file, fs.existsSync(mapFile) ? new TraceMap(fs.readFileSync(mapFile, 'utf8')) : null);
  }
  const map = maps.get(file);
  if (!map) return { source: file, place: `${file} ${name}` };
  const position = originalPositionFor(map, { line: Number(line) + 1, column: Number(column) });
  const original = (position.source ?? file).replace(/^webpack:\/\/[^/]*\//, '');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(original);
  const source = pkg ? `node_modules/${pkg[1]}` : original.replace(/^.*?\/(src\/|flows\/|locales\/)/, '$1');
  return { source, place: `${original.replace(/^.*node_modules\//, '')}:${position.line ?? '?'} ${position.name ?? name}` };
}

/** Lines of `totals` (ms) per walk, largest first, with their share of the busy time. */
function rowsOf(totals: Map<string, number>, walks: number): string[] {
  const rows = [...totals].sort((a, b) => b[1] - a[1]);
  const busy = rows.filter(([key]) => key !== '(idle)').reduce((sum, [, spent]) => sum + spent, 0);
  return rows.map(([key, spent]) => `${(spent / walks).toFixed(1).padStart(8)} ms  ${key === '(idle)' ? '      ' : `${((100 * spent) / busy).toFixed(1).padStart(5)}%`}  ${key}`);
}

/** Prints the self time per source and per function, largest first (ms per walk), and writes both lists whole to `out`. */
export function printProfile(totals: ProfileTotals, dist: string, out: string, walks: number): void {
  const maps = new Map<string, TraceMap | null>();
  const bySource = new Map<string, number>();
  const byPlace = new Map<string, number>();
  for (const [key, spent] of totals) {
    const { source, place } = sourceOf(maps, dist, key);
    bySource.set(source, (bySource.get(source) ?? 0) + spent);
    byPlace.set(place, (byPlace.get(place) ?? 0) + spent);
  }
  const sources = rowsOf(bySource, walks);
  const places = rowsOf(byPlace, walks);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${sources.join('\n')}\n\nBy function:\n${places.join('\n')}\n`);
  console.log(`\nMain-thread self time during Continue, per walk (whole lists in ${out}):`);
  console.log(sources.slice(0, 25).join('\n'));
  console.log('By function:');
  console.log(places.slice(0, 25).join('\n'));
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/** Self time (ms) of the renderer main thread's trace events by name (script, style, layout, paint, compile, GC…) added to `totals`. */
export function addTraceTotals(trace: Buffer, totals: ProfileTotals): void {
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  if (!main) return;
  const slices = events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.dur !== undefined).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const stack: { end: number; name: string; self: number }[] = [];
  const close = (until: number) => {
    while (stack.length > 0 && stack[stack.length - 1].end <= until) {
      const done = stack.pop() as { name: string; self: number };
      totals.set(done.name, (totals.get(done.name) ?? 0) + done.self / 1000);
    }
  };
  for (const slice of slices) {
    close(slice.ts);
    const dur = slice.dur ?? 0;
    if (stack.length > 0) stack[stack.length - 1].self -= dur;
    stack.push({ end: slice.ts + dur, name: slice.name, self: dur });
  }
  close(Number.POSITIVE_INFINITY);
}

/** Prints the main thread's self time per trace event name, largest first (ms per walk). */
export function printTraceTotals(totals: ProfileTotals, walks: number): void {
  console.log('\nRenderer main thread during Continue by trace event (self ms per walk):');
  console.log(rowsOf(totals, walks).slice(0, 25).join('\n'));
}
