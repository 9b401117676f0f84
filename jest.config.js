/**
 * Jest, one configuration with a project per lane; every command names the lanes it runs (`--selectProjects`):
 * - `unit`: unit and API tests beside the code, on in-memory PGlite (`npm test`; with TEST_DATABASE_URL the API suite
 *   of the PostgreSQL lane);
 * - `pg`: the PostgreSQL-only tests (*.pg.test.ts): what PGlite cannot show (several connections, lock contention, a
 *   server stopped and started), in `npm run test:pg`;
 * - `e2e`: the browser lane, real Chromium (Debian's) through playwright-core against the built app (`npm run test:e2e`);
 * - `mutation`: src/flow's unit tests alone, no database or server set-up, which Stryker scores (stryker.config.mjs).
 */
const tsJest = ['ts-jest', { tsconfig: { isolatedModules: true, allowJs: true, module: 'commonjs', moduleResolution: 'node', jsx: 'react-jsx', esModuleInterop: true, resolveJsonModule: true } }];

const transform = { '(@electric-sql/pglite/dist/.+\\.cjs|@fastify/cookie/index\\.js)$': '<rootDir>/test/support/require-dynamic-imports.js', '^.+\\.[tj]sx?$': tsJest, '/node_modules/typebox/.+\\.mjs$': tsJest };
// These dependencies ship only ES modules; Jest runs CommonJS, so they are transpiled too.
const transformIgnorePatterns = ['/node_modules/(?!(@x0k|cookie|content-disposition|@electric-sql|@fastify/cookie|typebox)/)'];
// One migrated PGlite archived once per run; each test file's in-memory database starts from it.
const pgliteTemplate = { globalSetup: '<rootDir>/test/support/pglite-template.ts', globalTeardown: '<rootDir>/test/support/pglite-template-teardown.ts' };

const unit = {
  displayName: 'unit',
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/scripts', '<rootDir>/test'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  // *.pg.test.ts need a real PostgreSQL server: the pg project runs them. *.pglite.test.ts measure what only the
  // in-process PGlite shows (a query holding the node's one thread): not run on PostgreSQL.
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/e2e/', '\\.pg\\.test\\.ts$', ...(process.env.TEST_DATABASE_URL ? ['\\.pglite\\.test\\.ts$'] : [])],
  transform,
  transformIgnorePatterns,
  ...pgliteTemplate,
};

const pg = {
  ...unit,
  displayName: 'pg',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.pg.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/e2e/'],
};

const e2e = {
  ...unit,
  displayName: 'e2e',
  roots: ['<rootDir>/test/e2e'],
  testMatch: ['**/*.e2e.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  // A browser file's tests wait on pages and builds: two minutes each instead of the other lanes' thirty seconds.
  setupFilesAfterEnv: ['<rootDir>/test/support/e2e-test-timeout.ts'],
  globalSetup: '<rootDir>/test/support/e2e-global-setup.ts',
  globalTeardown: '<rootDir>/test/support/e2e-global-teardown.ts',
};

/**
 * MUTATION_TESTS (optional, comma-separated test file names in src/flow) narrows the run to those files, so one
 * engine file is scored against its own fast tests in minutes instead of every test that happens to reach it.
 */
const only = (process.env.MUTATION_TESTS ?? '').split(',').map((name) => name.trim()).filter((name) => name !== '');
const mutation = {
  displayName: 'mutation',
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/src/flow'],
  testMatch: only.length > 0 ? only.map((name) => `**/src/flow/${name}`) : ['**/*.test.ts'],
  // The every-path proof explores the shipped flow: seconds for each mutant that reaches the explorer, which
  // explore-paths.test.ts scores on small flows instead.
  testPathIgnorePatterns: ['/node_modules/', '\\.pg\\.test\\.ts$', '/onboarding-paths\\.test\\.ts$'],
  transform,
  transformIgnorePatterns,
};

module.exports = {
  projects: [unit, pg, e2e, mutation],
  // Each API test file starts its own embedded PostgreSQL, which takes seconds on a busy 2-core machine.
  testTimeout: 30000,
  // Orders the browser lane (longest first, the log scan last); the other lanes keep Jest's own order.
  testSequencer: '<rootDir>/test/support/e2e-sequencer.js',
  collectCoverageFrom: ['src/{flow,reference,time,patient,fhir,funnel}/**/*.ts', '!**/*.test.ts'],
};
