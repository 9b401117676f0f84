/** Jest for the mutation run: only the engine's unit tests in src/flow, no database or server set-up. */
const base = require('./jest.config.js');

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src/flow'],
  testMatch: ['**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '\\.pg\\.test\\.ts$'],
  transform: base.transform,
  transformIgnorePatterns: base.transformIgnorePatterns,
};
