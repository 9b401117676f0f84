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

/** The package (node_modules/<name>) or product file a bundled position came from. */
function sourceOf(maps: Map<string, TraceMap | null>, dist: string, key: string): string {
  const [url, line, column, name] = key.split('\t');
  if (line === undefined) return key;
  const file = path.basename(new URL(url).pathname);
  if (!maps.has(file)) {
    const mapFile = path.join(dist, `${file}.map`);
    maps.set(file, fs.existsSync(mapFile) ? new TraceMap(fs.readFileSync(mapFile, 'utf8')) : null);
  }
  const map = maps.get(file);
  if (!map) return `${file} ${name}`;
  const source = originalPositionFor(map, { line: Number(line) + 1, column: Number(column) }).source ?? file;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  return pkg ? `node_modules/${pkg[1]}` : source.replace(/^.*?\/(src\/|flows\/|locales\/)/, '$1').replace(/^webpack:\/\/[^/]*\//, '');
}

/** Prints the self time per source, largest first (ms per walk), and writes the whole list to `out`. */
export function printProfile(totals: ProfileTotals, dist: string, out: string, walks: number): void {
  const maps = new Map<string, TraceMap | null>();
  const bySource = new Map<string, number>();
  for (const [key, spent] of totals) {
    const source = sourceOf(maps, dist, key);
    bySource.set(source, (bySource.get(source) ?? 0) + spent);
  }
  const rows = [...bySource].sort((a, b) => b[1] - a[1]);
  const busy = rows.filter(([source]) => source !== '(idle)').reduce((sum, [, spent]) => sum + spent, 0);
  const lines = rows.map(([source, spent]) => `${(spent / walks).toFixed(1).padStart(8)} ms  ${((100 * spent) / busy).toFixed(1).padStart(5)}%  ${source}`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${lines.join('\n')}\n`);
  console.log(`\nMain-thread self time during Continue, per walk (${(busy / walks).toFixed(0)} ms busy; all in ${out}):`);
  console.log(lines.slice(0, 25).join('\n'));
}
