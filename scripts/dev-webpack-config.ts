import path from 'path';
import webpack, { type Configuration } from 'webpack';

const root = path.resolve(__dirname, '..');

/** Where `npm run dev`'s bundle reads the flow and texts from, and where it writes. */
export interface DevBundleOptions {
  flowFile: string;
  localesDir: string;
  distDir: string;
}

/**
 * webpack.config.js for `npm run dev`: development mode (no minifying, readable names, so a watch rebuild after an
 * edit takes a second, not the minutes of a production rebuild), plain source maps (eval-based ones break the page's
 * CSP), the live-reload entry, a filesystem cache under build/ (the next `npm run dev` starts from it; never in the
 * shared node_modules), and the flow and locales at the given paths in place of the repository's.
 */
export function devWebpackConfig(opts: DevBundleOptions): Configuration {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- webpack.config.js is CommonJS and exports a function.
  const makeConfig = require('../webpack.config.js') as (env: unknown, argv: { mode: string }) => Configuration;
  const base = makeConfig({}, { mode: 'development' });
  return {
    ...base,
    mode: 'development',
    context: root,
    devtool: 'cheap-module-source-map',
    cache: { type: 'filesystem', cacheDirectory: path.join(root, 'build/webpack-cache'), name: 'dev', buildDependencies: { config: [path.join(root, 'webpack.config.js'), __filename] } },
    output: { ...base.output, path: opts.distDir },
    entry: { ...(base.entry as Record<string, string>), dev: './src/web/boot/dev-reload-entry.ts' },
    plugins: [
      ...(base.plugins ?? []),
      // A temporary copy of flows/ or locales/ (the browser test's) is bundled in place of the repository's.
      new webpack.NormalModuleReplacementPlugin(/[\\/]flows[\\/]onboarding\.json$/, opts.flowFile),
      new webpack.ContextReplacementPlugin(/[\\/]locales$/, opts.localesDir),
    ],
  };
}
