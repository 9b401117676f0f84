import { firstStepScriptBytes } from '../../scripts/bench/bench-first-step-bytes';
import { BUILD_TIMEOUT_MS, builtDist } from '../support/built-dist';
import budget from './first-step-budget.json';

let dist: string;
// Bytes are deterministic, so the budget is a test, of the build of the sources under test: built here when missing
// or older than them, so the test never silently skips nor reads an old build.
beforeAll(() => {
  dist = builtDist();
}, BUILD_TIMEOUT_MS);

describe('the first step byte budget on dist/', () => {
  it(`links at most ${budget.maxBrotliBytes} brotli bytes of JavaScript`, () => {
    const measured = firstStepScriptBytes(dist);
    const files = measured.files.map((f) => `${f.file} ${f.brotli}`).join(', ');
    if (measured.total > budget.maxBrotliBytes) throw new Error(`${measured.page} links ${measured.total} brotli bytes of JavaScript (${files}), over the budget of ${budget.maxBrotliBytes}`);
    expect(measured.total).toBeLessThanOrEqual(budget.maxBrotliBytes);
  });
});
