/**
 * Runs the browser lane's files longest first, so neither worker is left with a long file at the end, and the log
 * scan last: it reads what all the others logged. Jest orders by the last run's times when it has them; a bare CI
 * machine has none, and file size (Jest's fallback) puts the page-bundling files in the middle.
 */
const path = require('path');
const Sequencer = require('@jest/test-sequencer').default;

/** Seconds the longest browser files took in CI beside the other track; they go first when Jest has no times. */
const LONGEST_IN_CI = {
  'publish-reload.e2e.ts': 149,
  'choice-field.e2e.ts': 122,
  'dev-preview.e2e.ts': 105,
  'before-hydration.e2e.ts': 87,
  'no-script.e2e.ts': 83,
  'reflow-every-step.e2e.ts': 82,
  'console.e2e.ts': 74,
  'flags-two.e2e.ts': 74,
};

class LongestFirstLogScanLast extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const timed = sorted.some((test) => test.duration != null);
    const known = (test) => (timed ? 0 : LONGEST_IN_CI[path.basename(test.path)] ?? 0);
    const last = (test) => (/log-scan\.e2e\.ts$/.test(test.path) ? 1 : 0);
    return [...sorted].sort((a, b) => last(a) - last(b) || known(b) - known(a));
  }
}

module.exports = LongestFirstLogScanLast;
