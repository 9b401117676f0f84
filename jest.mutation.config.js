/**
 * Jest for the mutation run: only the engine's unit tests in src/flow, no database or server set-up.
 * MUTATION_TESTS (optional, comma-separated test file names in src/flow) narrows the run to those files, so one
 * engine file is scored against its own fast tests in minutes instead of every test that happens to reach it.
 */
const base = require('./jest.config.js');

const only = (process.env.MUTATION_TESTS ?? '').split(',').map((name) => name.trim()).filter((name) => name !== '');

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src/flow'],
  testMatch: only.length > 0 ? only.map((name) => `**/src/flow/${name}`) : ['**/*.test.ts'],
  // The every-path proof explores the shipped flow: seconds for each mutant that reaches the explorer, which
  // explore-paths.test.ts scores on small flows instead.
  testPathIgnorePatterns: ['/node_modules/', '\\.pg\\.test\\.ts$', '/onboarding-paths\\.test\\.ts$'],
  transform: base.transform,
  transformIgnorePatterns: base.transformIgnorePatterns,
};
