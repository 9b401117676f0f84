import fs from 'fs';
import path from 'path';
import { firstStepScriptBytes } from '../../scripts/bench-first-step-bytes';
import budget from './first-step-budget.json';

const dist = path.resolve(__dirname, '../../dist');
const built = fs.existsSync(path.join(dist, 'index.html'));

// CI runs `npm test` before the build, so this test reads dist/ only where a build left one; `npm run check-budget`
// runs the same check right after CI's build (.ci/run).
if (!built) console.log('first-step byte budget: skipped, no dist/ (run npm run build; CI checks it after its build with npm run check-budget)');

(built ? describe : describe.skip)('the first step byte budget on dist/', () => {
  it(`links at most ${budget.maxBrotliBytes} brotli bytes of JavaScript (rebuild if dist/ is stale)`, () => {
    const measured = firstStepScriptBytes(dist);
    const files = measured.files.map((f) => `${f.file} ${f.brotli}`).join(', ');
    if (measured.total > budget.maxBrotliBytes) throw new Error(`${measured.page} links ${measured.total} brotli bytes of JavaScript (${files}), over the budget of ${budget.maxBrotliBytes}`);
    expect(measured.total).toBeLessThanOrEqual(budget.maxBrotliBytes);
  });
});
