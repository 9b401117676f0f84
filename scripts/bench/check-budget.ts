/** `npm run check-budget`: fails when the first step's compressed JavaScript in dist/ exceeds test/budget/first-step-budget.json (CI runs it after the build). */
import fs from 'fs';
import path from 'path';
import { firstStepScriptBytes } from './bench-first-step-bytes';
import budget from '../../test/budget/first-step-budget.json';

const dist = path.resolve(__dirname, '../../dist');
if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error('check-budget: no dist/index.html; run npm run build first');
  process.exit(1);
}
const measured = firstStepScriptBytes(dist);
for (const file of measured.files) console.log(`check-budget ${file.file.padEnd(44)} ${file.brotli.toLocaleString('en-US').padStart(10)} B brotli`);
const verdict = measured.total <= budget.maxBrotliBytes ? 'within' : 'OVER';
console.log(`check-budget ${measured.page}: ${measured.total.toLocaleString('en-US')} B of JavaScript before the first step is usable, ${verdict} the budget of ${budget.maxBrotliBytes.toLocaleString('en-US')} B`);
if (verdict === 'OVER') process.exit(1);
