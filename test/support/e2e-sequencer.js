/** Runs the browser lane's files in Jest's usual order, but the log scan last: it reads what all the others logged. */
const Sequencer = require('@jest/test-sequencer').default;

class LogScanLast extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const last = (test) => (/log-scan\.e2e\.ts$/.test(test.path) ? 1 : 0);
    return [...sorted].sort((a, b) => last(a) - last(b));
  }
}

module.exports = LogScanLast;
