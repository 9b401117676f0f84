import path from 'path';
import webpack from 'webpack';
import { devGeneratedDir, devWebpackConfig } from './dev-webpack-config';

const root = path.resolve(__dirname, '../..');
const opts = { localesDir: '/tmp/dev/locales', distDir: '/tmp/dev/dist' };

describe('npm run dev\'s webpack configuration', () => {
  it('builds in development mode, so a rebuild after an edit neither minifies nor hashes', () => {
    const config = devWebpackConfig(opts);
    expect(config.mode).toBe('development');
    // What webpack makes of it: the options it would really run with.
    const compiler = webpack(config);
    expect(compiler.options.mode).toBe('development');
    expect(compiler.options.optimization.minimize).toBe(false);
    // A chunk's file is its name alone; the service worker keeps its fixed address (`sw.js`, the scope it serves).
    const filename = compiler.options.output.filename;
    const fileOf = (name: string) => (typeof filename === 'function' ? filename({ chunk: { name } } as Parameters<typeof filename>[0]) : filename);
    expect(fileOf('main')).toBe('[name].js');
    expect(fileOf('sw')).toBe('sw.js');
    expect(compiler.options.devtool).toBe('cheap-module-source-map');
  });

  it('caches on disk under build/, never in the shared node_modules, and bundles the checked flow, its validators, the given locales and live-reload entry', () => {
    const config = devWebpackConfig(opts);
    expect(config.cache).toMatchObject({ type: 'filesystem', cacheDirectory: path.join(root, 'build/webpack-cache') });
    expect(config.output?.path).toBe(opts.distDir);
    expect(config.entry).toMatchObject({ dev: './src/web/boot/dev-reload-entry.ts' });
    const replaced = (config.plugins ?? []).filter((p) => p instanceof webpack.NormalModuleReplacementPlugin) as { newResource?: unknown }[];
    // The edited file itself never: an edit reaches the page only once check-flows passed on it. Replaced before
    // resolving, never by alias: the filesystem cache keys resolutions by request, not by the configuration's aliases.
    expect(replaced.map((p) => p.newResource)).toEqual(['onboarding.json', 'validators-first.cjs', 'validators-later.cjs', 'step-schemas.json'].map((file) => path.join(devGeneratedDir(opts.distDir), file)));
    expect(config.resolve?.alias).toMatchObject({ '@generated/validators': path.join(root, 'build/generated/validators-first.cjs') });
  });
});
