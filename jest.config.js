/** Jest: unit and API tests beside the code; browser tests live in test/e2e and run in their own lane. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/scripts', '<rootDir>/test'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/e2e/'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { isolatedModules: true, tsconfig: { module: 'commonjs', moduleResolution: 'node', jsx: 'react-jsx' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(@electric-sql)/)'],
  collectCoverageFrom: ['src/{flow,reference,time,patient}/**/*.ts', '!**/*.test.ts'],
};
