import type { LighthouseNumbers } from './bench-lighthouse';
import type { StepTwoNumbers } from './bench-step-two';

/** One measured page of one build: medians of its Lighthouse and throttled-browser runs. */
export interface PageRow {
  build: string;
  page: string;
  runs: number;
  lighthouse: LighthouseNumbers;
  visit: StepTwoNumbers;
}

/** The goal for the first step: score, LCP against the trivial page, TBT, bytes before usable. */
export const GOAL = { score: 95, lcpRatio: 1.2, tbt: 200, bytesBeforeUsable: 200 * 1024 };

/** The median of `values` (the lower middle for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** Each numeric field of `samples` replaced by its median. */
export function medians<T extends object>(samples: T[]): T {
  const keys = Object.keys(samples[0]) as (keyof T)[];
  return Object.fromEntries(keys.map((key) => [key, median(samples.map((s) => s[key] as number))])) as T;
}

const ms = (value: number) => (Number.isNaN(value) ? '—' : `${Math.round(value).toLocaleString('en-US')} ms`);
const bytes = (value: number) => Math.round(value).toLocaleString('en-US');

/** Which of the goal's four limits a row misses ('' when it meets all). */
function missed(row: PageRow, trivialLcp: number): string {
  const misses = [
    row.lighthouse.score < GOAL.score ? 'score' : '',
    row.lighthouse.lcp > GOAL.lcpRatio * trivialLcp ? 'LCP' : '',
    row.lighthouse.tbt > GOAL.tbt ? 'TBT' : '',
    row.visit.bytesBeforeUsable > GOAL.bytesBeforeUsable ? 'bytes' : '',
  ].filter(Boolean);
  return misses.length ? `misses ${misses.join(', ')}` : 'meets goal';
}

/** Prints the issue's table (every page beside the trivial page of the same run) and step 2's time to interactive. */
export function printTable(rows: PageRow[], trivial: PageRow): void {
  const trivialLcp = trivial.lighthouse.lcp;
  console.log('\n| build | first step | runs | Lighthouse | LCP | LCP / trivial | TBT | bytes sent | bytes before usable | goal |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const row of [...rows, trivial]) {
    const { score, lcp, tbt, bytes: sent } = row.lighthouse;
    const verdict = row === trivial ? '' : missed(row, trivialLcp);
    console.log(`| ${row.build} | ${row.page} | ${row.runs} | ${score} | ${ms(lcp)} | ${(lcp / trivialLcp).toFixed(2)}× | ${ms(tbt)} | ${bytes(sent)} | ${bytes(row.visit.bytesBeforeUsable)} | ${verdict} |`);
  }
  console.log('\n| build | first step | runs | first step usable | step 2 usable (from navigation) | step 2 usable (from continue) |');
  console.log('|---|---|---|---|---|---|');
  for (const row of [...rows, trivial]) {
    console.log(`| ${row.build} | ${row.page} | ${row.runs} | ${ms(row.visit.firstUsable)} | ${ms(row.visit.secondUsable)} | ${ms(row.visit.clickToSecond)} |`);
  }
  console.log(`\nGoal: Lighthouse ≥ ${GOAL.score}, LCP ≤ ${GOAL.lcpRatio}× the trivial page's, TBT ≤ ${GOAL.tbt} ms, ≤ ${GOAL.bytesBeforeUsable / 1024} KiB before the first step is usable.`);
}
