// @ts-check
import jestConfig from './jest.config.js';

const mutationProject = jestConfig.projects.find((project) => project.displayName === 'mutation');

/**
 * Mutation testing of the engine core (docs/decisions/mutation-score.md): flow reading, conditions,
 * the path explorer and validation keys. Run with `npm run mutation`; not part of CI.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
const config = {
  mutate: [
    'src/flow/load-flow.ts',
    'src/flow/normalize-flow.ts',
    'src/flow/flow-reads.ts',
    'src/flow/evaluate-condition.ts',
    'src/flow/lazy-condition.ts',
    'src/flow/condition-satisfiable.ts',
    'src/flow/flow-facts.ts',
    'src/flow/explore-paths.ts',
    'src/flow/reachability.ts',
    'src/flow/flow-navigation.ts',
    'src/flow/validation-rules.ts',
    'src/flow/gather-validations.ts',
    'src/flow/custom-rules.ts',
  ],
  testRunner: 'jest',
  // Stryker reads jest.config.js and lays this over it: the `mutation` project alone (src/flow's unit tests, no
  // database set-up), not the list of lanes, with Jest's own 5 s per test as before the lanes shared one file.
  jest: { projectType: 'custom', config: { ...mutationProject, projects: null, testTimeout: 5000 }, enableFindRelatedTests: true },
  coverageAnalysis: 'perTest',
  // The machine's two cores are shared: never more than two test runners.
  concurrency: 2,
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  thresholds: { high: 90, low: 85, break: null },
  tempDirName: '.stryker-tmp',
  timeoutMS: 10000,
};

export default config;
