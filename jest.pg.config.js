/** Jest for the PostgreSQL-only tests (*.pg.test.ts): what PGlite cannot show (several connections, lock contention, a server stopped and started). */
const base = require('./jest.config.js');

module.exports = {
  ...base,
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.pg.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/e2e/'],
};
