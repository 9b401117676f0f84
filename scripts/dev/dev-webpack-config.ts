import path from 'path';
import webpack, { type Configuration } from 'webpack';
import { flowReplacements } from '../build/flow-replacements';

const root = path.resolve(__dirname, '../..');

/** Where `npm run dev`'s bundle reads the texts from, and where it writes (the checked flow goes beside it). */
export interface DevBundleOptions {
  localesDir: string;
  distDir: string;
}

/**
 * Where `npm run dev` writes the flow it last checked and that flow's precompiled validators, beside its bundle: the
 * bundle reads these, never the edited file, so an edit that fails check-flows never reaches the page.
 */
export function devGeneratedDir(distDir: string): string {
  return `${distDir}-generated`;
}

/**
 * webpack.config.js for `npm run dev`: development mode (no minifying, readable names, so a watch rebuild after an
 * edit takes a second, not the minutes of a production rebuild), plain source maps (eval-based ones break the page's
 * CSP), the live-reload entry, a filesystem cache under build/ (the next `npm run dev` starts from it; never in the
 * shared node_modules), the locales at the given path, and the last checked flow with its validators
 * (devGeneratedDir) in place of the repository's.
 */
export function devWebpackConfig(opts: DevBundleOptions): Configuration {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- webpack.config.js is CommonJS and exports a function.
  const makeConfig = require('../../webpack.config.js') as (env: unknown, argv: { mode: string }) => Configuration;
  const base = makeConfig({}, { mode: 'development' });
  const generated = devGeneratedDir(opts.distDir);
  return {
    ...base,
    mode: 'development',
    context: root,
    devtool: 'cheap-module-source-map',
    cache: { type: 'filesystem', cacheDirectory: path.join(root, 'build/webpack-cache'), name: 'dev', buildDependencies: { config: [path.join(root, 'webpack.config.js'), __filename] } },
    output: { ...base.output, path: opts.distDir },
    resolve: {
      ...base.resolve,
      // The generated validators require ajv's runtime; their folder may be outside the repository (a test's).
      modules: ['node_modules', path.join(root, 'node_modules')],
    },
    entry: { ...(base.entry as Record<string, string>), dev: './src/web/boot/dev-reload-entry.ts' },
    plugins: [
      ...(base.plugins ?? []),
      // The flow as the dev server last checked it, and a temporary copy of locales/ (the browser test's).
      ...flowReplacements(path.join(generated, 'onboarding.json'), generated),
      new webpack.ContextReplacementPlugin(/[\\/]locales$/, opts.localesDir),
    ],
  };
}
