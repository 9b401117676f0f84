import { execSync } from 'child_process';
import fs from 'fs';
import path from 'path';
import { firstStepScriptBytes } from '../../scripts/bench-first-step-bytes';
import budget from './first-step-budget.json';

const root = path.resolve(__dirname, '../..');
const dist = path.join(root, 'dist');

// Bytes are deterministic, so the budget is a test. It reads dist/ (CI builds before `npm test`); without one it
// builds first, so the test never silently skips. A dist/ older than your changes is yours to rebuild.
beforeAll(() => {
  if (!fs.existsSync(path.join(dist, 'index.html'))) execSync('npm run build', { cwd: root, stdio: 'inherit' });
}, 600_000);

describe('the first step byte budget on dist/', () => {
  it(`links at most ${budget.maxBrotliBytes} brotli bytes of JavaScript`, () => {
    const measured = firstStepScriptBytes(dist);
    const files = measured.files.map((f) => `${f.file} ${f.brotli}`).join(', ');
    if (measured.total > budget.maxBrotliBytes) throw new Error(`${measured.page} links ${measured.total} brotli bytes of JavaScript (${files}), over the budget of ${budget.maxBrotliBytes}`);
    expect(measured.total).toBeLessThanOrEqual(budget.maxBrotliBytes);
  });
});
