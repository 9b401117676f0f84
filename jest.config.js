/** Jest: unit and API tests beside the code; browser tests live in test/e2e and run in their own lane. */
const tsJest = ['ts-jest', { tsconfig: { isolatedModules: true, allowJs: true, module: 'commonjs', moduleResolution: 'node', jsx: 'react-jsx', esModuleInterop: true, resolveJsonModule: true } }];

module.exports = {
  testEnvironment: 'node',
  // Each API test file starts its own embedded PostgreSQL, which takes seconds on a busy 2-core machine.
  testTimeout: 30000,
  roots: ['<rootDir>/src', '<rootDir>/scripts', '<rootDir>/test'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  // *.pg.test.ts need a real PostgreSQL server: the PostgreSQL lane runs them (jest.pg.config.js). *.pglite.test.ts
  // measure what only the in-process PGlite shows (a query holding the node's one thread): not run on PostgreSQL.
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/e2e/', '\\.pg\\.test\\.ts$', ...(process.env.TEST_DATABASE_URL ? ['\\.pglite\\.test\\.ts$'] : [])],
  transform: { '(@electric-sql/pglite/dist/.+\\.cjs|@fastify/cookie/index\\.js)$': '<rootDir>/test/support/require-dynamic-imports.js', '^.+\\.[tj]sx?$': tsJest, '/node_modules/typebox/.+\\.mjs$': tsJest },
  // These dependencies ship only ES modules; Jest runs CommonJS, so they are transpiled too.
  transformIgnorePatterns: ['/node_modules/(?!(@x0k|cookie|content-disposition|@electric-sql|@fastify/cookie|typebox)/)'],
  // One migrated PGlite archived once per run; each test file's in-memory database starts from it.
  globalSetup: '<rootDir>/test/support/pglite-template.ts',
  globalTeardown: '<rootDir>/test/support/pglite-template-teardown.ts',
  collectCoverageFrom: ['src/{flow,reference,time,patient,fhir,funnel}/**/*.ts', '!**/*.test.ts'],
};
