/** Jest for the browser lane: real Chromium (Debian's) through playwright-core, against the built app. */
const base = require('./jest.config.js');

module.exports = {
  ...base,
  roots: ['<rootDir>/test/e2e'],
  testMatch: ['**/*.e2e.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  testTimeout: 120000,
  maxWorkers: 1,
  globalSetup: '<rootDir>/test/support/e2e-global-setup.ts',
  globalTeardown: '<rootDir>/test/support/e2e-global-teardown.ts',
  testSequencer: '<rootDir>/test/support/e2e-sequencer.js',
};
