// ESLint 9 flat config (CommonJS: package.json has no "type": "module").
// Type-aware typescript-eslint rules, React hooks rules for the web client, and the import plugin
// enforcing the folder architecture (pure core ← platform ← web / server, no cycles).
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const importPlugin = require('eslint-plugin-import');
const reactHooks = require('eslint-plugin-react-hooks');

/** The pure core: no I/O, no framework, importable from anywhere. */
const core = ['./src/flow', './src/reference', './src/time', './src/patient', './src/fhir', './src/funnel', './src/client-log', './src/contract'];

module.exports = tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'dist/**',
      'build/**',
      'coverage/**',
      '.data/**',
      'test/support/*.js',
      'jest.config.js',
      'webpack.config.js',
      'eslint.config.js',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },

  // TypeScript: recommended + type-checked rules, using the root tsconfig.json through the project service.
  {
    files: ['**/*.ts', '**/*.tsx'],
    extends: [js.configs.recommended, ...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: __dirname,
      },
    },
    plugins: { import: importPlugin },
    settings: {
      'import/extensions': ['.ts', '.tsx', '.js', '.json'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // The node resolver with TypeScript extensions is enough for relative imports, which are all the
      // boundary and cycle rules look at (the TypeScript resolver needs native bindings npm ci cannot fetch here).
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      'import/ignore': ['node_modules'],
      'import/external-module-folders': ['node_modules'],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'inline-type-imports' },
      ],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        { allowNumber: true, allowBoolean: true, allowAny: false, allowNullish: false, allowRegExp: false },
      ],
      // tsc already reports unused locals and parameters (noUnusedLocals / noUnusedParameters);
      // the lint rule only adds the `_`-prefix escape hatch for intentionally unused ones.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],

      'import/no-cycle': ['error', { ignoreExternal: true }],
      // Every package imported is one package.json lists: a package that arrives only as another's dependency can
      // vanish or change major version under us at the next install. Runtime code may use only `dependencies`.
      'import/no-extraneous-dependencies': [
        'error',
        // src/time's build-*.ts and cldr-zone-trees.ts run only when `npm run tables` writes the generated tables.
        {
          devDependencies: ['**/*.test.ts', '**/*.test.tsx', 'test/**', 'scripts/**', '*.config.ts'],
          optionalDependencies: false,
          peerDependencies: false,
        },
      ],
      'import/no-restricted-paths': [
        'error',
        {
          basePath: __dirname,
          zones: [
            {
              target: core,
              from: ['./src/web', './src/platform', './src/server', './scripts'],
              message: 'The pure core (flow, reference, time, patient, fhir, funnel, client-log, contract) must not depend on web, platform, server or scripts.',
            },
            {
              target: './src/platform',
              from: ['./src/web', './src/server'],
              message: 'src/platform must not depend on src/web or src/server.',
            },
            {
              target: './src/web',
              from: './src/server',
              message: 'The web client must not import server code; talk to it over HTTP.',
            },
            {
              target: './src/server',
              from: ['./src/web', './src/platform'],
              message: 'The server must not import web or platform (browser) code.',
            },
          ],
        },
      ],
    },
  },

  // Web client: React hooks rules.
  {
    files: ['src/web/**/*.ts', 'src/web/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },

  // Production code never reaches into test/: test-only helpers (harness, test database, fakes) live there alone.
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/test/**', '**/test'], message: 'Only tests may import from test/; move what production needs into src/.' }] }],
    },
  },

  // Tests: `res.json()`, mocks and `expect(obj.method)` are untyped or unbound by nature.
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'test/**'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  // Fastify plugins and handlers are async by contract: avvio turns a throw in an async plugin into a rejected
  // register()/ready(), and an async handler's return value is the reply, with or without an await inside.
  {
    files: ['src/server/**/*-routes.ts', 'src/server/page/first-step-route.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
);
