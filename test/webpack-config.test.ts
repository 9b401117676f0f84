import path from 'path';
import webpack, { type Configuration } from 'webpack';

const root = path.resolve(__dirname, '..');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- webpack.config.js is CommonJS and exports a function.
const makeConfig = require('../webpack.config.js') as (env: unknown, argv: { mode: string }) => Configuration;

describe('npm run build\'s webpack configuration', () => {
  it('keeps its work on disk under build/, so the next build after an edit rebuilds only what the edit touched', () => {
    const config = makeConfig({}, { mode: 'production' });
    expect(config.cache).toEqual({
      type: 'filesystem',
      cacheDirectory: path.join(root, 'build/webpack-cache'),
      name: 'page-production',
      // An edit of the configuration itself starts the cache again.
      buildDependencies: { config: [path.join(root, 'webpack.config.js')] },
    });
    // What webpack makes of it (the mode comes from the command line): a cache it reads and writes.
    const compiler = webpack({ ...config, mode: 'production' });
    expect(compiler.options.cache).toMatchObject({ type: 'filesystem', name: 'page-production', readonly: false });
  });
});
