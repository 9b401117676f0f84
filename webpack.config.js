/** Webpack: bundles src/web for the browser under /v3/dist/. Run `npm run build` (validators first). */
const path = require('path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('zlib');

/** What is worth compressing: text assets (source maps included, for when they are opened). */
const COMPRESSIBLE = /\.(js|css|html|svg|json|map)$/;

/**
 * The chunks src/web/boot/main.tsx imports after the first paint, in order: preloaded together, their files download
 * beside the entry. The libraries' chunk is imported a module at a time, each run in a task of its own.
 */
const BOOT_CHUNKS = ['boot-libraries', 'boot'];
/**
 * The later steps' chunks (webpackChunkName of each lazy import): listed in the page for the entry to prefetch after the
 * first paint; they download while the member reads the first step, without running (src/web/boot/lazy-preload.ts runs them
 * on the member's first action).
 */
const LATER_CHUNKS = ['validators', 'phone', 'timezone-widget', 'slot-widget', 'consent-widget', 'region-widget', 'review-page', 'done-screen', 'toast-host', 'markdown'];

/**
 * Lists the files of chunk groups in the member's page: the boot chunks, which the entry preloads together once the
 * first step is painted, and the later steps', which it prefetches once the first step is usable: paint first, no
 * waterfall, later steps never wait (docs/decisions/paint-first-then-short-tasks.md). Webpack's own prefetch hints
 * were inserted while the boot chunk ran, adding to its long task.
 */
class LinkChunks {
  apply(compiler) {
    compiler.hooks.compilation.tap('LinkChunks', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('LinkChunks', (data) => {
        if (data.outputName !== 'index.html') return data;
        const publicPath = compilation.outputOptions.publicPath;
        const filesOf = (names, ext) => {
          const groups = names.map((name) => {
            const group = compilation.namedChunkGroups.get(name);
            if (!group) throw new Error(`No chunk named "${name}": an import() in src/web must carry webpackChunkName "${name}", or remove it from webpack.config.js.`);
            return group;
          });
          return [...new Set(groups.flatMap((group) => group.chunks.flatMap((chunk) => [...chunk.files])))].filter((file) => file.endsWith(ext));
        };
        const boot = filesOf(BOOT_CHUNKS, '.js');
        const later = filesOf(LATER_CHUNKS, '.js').filter((file) => !boot.includes(file));
        const meta = (name, files) => HtmlWebpackPlugin.createHtmlTagObject('meta', { name, content: files.map((file) => `${publicPath}${file}`).join(' ') });
        return {
          ...data,
          headTags: [
            ...data.headTags,
            // Listed, not linked: the entry preloads them after the first paint (linked here, Chromium fetched them before
            // painting and Lighthouse counted their download into the LCP: 1.8x the trivial page's; src/web/boot/listed-chunks.ts).
            meta('boot-chunks', boot),
            // Listed, not linked: the entry prefetches them once the first step is usable.
            meta('later-chunks', later),
          ],
        };
      });
    });
  }
}

/** The offline page's texts in every language, for its JSON blob (src/web/offline/offline.html): `offline.*` and the app's title. */
function offlineTexts() {
  const dir = path.resolve(__dirname, 'locales');
  const languages = require('fs').readdirSync(dir).filter((name) => /^[a-z]{2}-[A-Z]{2}$/.test(name)).sort();
  const texts = Object.fromEntries(languages.map((language) => {
    const all = JSON.parse(require('fs').readFileSync(path.join(dir, language, 'translation.json'), 'utf8'));
    if (!all.offline) throw new Error(`locales/${language}/translation.json has no "offline" texts; the offline page needs them in every language.`);
    return [language, { ...all.offline, appTitle: all.app.title }];
  }));
  return JSON.stringify(texts).replace(/</g, '\\u003c');
}

/** The name the service worker's source holds in place of its precache list (src/web/offline/service-worker.ts). */
const PRECACHE_SLOT = '__OFFLINE_PRECACHE__';

/**
 * Writes into the service worker the addresses it precaches on install: the offline page and the files of its entry
 * (their names carry their content's hash, so a new build installs a new worker). After minification, before the
 * compressed copies are made.
 */
class OfflinePrecache {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('OfflinePrecache', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'OfflinePrecache', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE }, () => {
        const publicPath = compilation.outputOptions.publicPath;
        const group = compilation.namedChunkGroups.get('offline');
        if (!group) throw new Error('No "offline" entry: keep it in webpack.config.js for the service worker to precache.');
        const files = [...new Set(group.chunks.flatMap((chunk) => [...chunk.files]))].filter((file) => /\.(js|css)$/.test(file));
        const list = JSON.stringify([`${publicPath}offline.html`, ...files.map((file) => `${publicPath}${file}`)]);
        const source = compilation.getAsset('sw.js')?.source.source().toString();
        if (!source || !source.includes(PRECACHE_SLOT)) throw new Error(`dist/sw.js does not name ${PRECACHE_SLOT}; keep it in src/web/offline/service-worker.ts.`);
        compilation.updateAsset('sw.js', new webpack.sources.RawSource(source.split(PRECACHE_SLOT).join(list)));
      });
    });
  }
}

const config = (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    // The care-team console is a second page of its own: none of its code reaches the member's pages
    // (docs/decisions/care-team-console.md).
    // The offline page and its service worker are small entries of their own (docs/decisions/left-device-and-offline-page.md).
    entry: { main: './src/web/boot/main.tsx', console: './src/web/console/console-main.tsx', offline: './src/web/offline/offline-main.ts', sw: './src/web/offline/service-worker.ts' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/v3/dist/',
      // The worker keeps one address (a browser checks it for updates), at the top of /v3/dist/ for that scope.
      filename: (data) => (data.chunk?.name === 'sw' ? 'sw.js' : production ? '[name].[contenthash:8].js' : '[name].js'),
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    // The build's work (transpiled modules, minified and compressed chunks) is kept under build/, so the next build after
    // an edit redoes only what the edit touched: `npm start` after a locale edit, and the browser tests' bundles for
    // other flows, which read it (test/support/build-flow-bundle.ts). `npm run dev` keeps its own (scripts/dev/dev-webpack-config.ts).
    ...(production ? { cache: { type: 'filesystem', cacheDirectory: path.resolve(__dirname, 'build/webpack-cache'), name: 'page-production', buildDependencies: { config: [__filename] } } } : {}),
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.cjs', '.json'],
      alias: {
        // The first steps' validators are in the first chunk; the others load with the later steps' code, so the
        // first chunk stays small.
        '@generated/validators': path.resolve(__dirname, 'build/generated/validators-first.cjs'),
        '@generated/validators-later': path.resolve(__dirname, 'build/generated/validators-later.cjs'),
        // libphonenumber-js (≈ 28 KB compressed) loads with the later steps' code; no first step checks a phone.
        'libphonenumber-js/min$': path.resolve(__dirname, 'src/web/steps/phone-library.ts'),
        // The phone library's chunk loads its own examples; the core's import of them would put them in the first step's code.
        'libphonenumber-js/examples.mobile.json$': path.resolve(__dirname, 'src/web/steps/phone-examples-in-library.json'),
        '@generated/step-schemas': path.resolve(__dirname, 'build/generated/step-schemas.json'),
        // moment-timezone loads its full data (≈700 KiB, every year since 1800) from this file; the browser gets the
        // 2020–2036 cut written by scripts/build/build-zone-data.ts. Node keeps the full data; both agree within those years.
        // rjsf renders Markdown descriptions only when a uiSchema enables it (none does): its ≈85 KB load on demand.
        'markdown-to-jsx/react$': path.resolve(__dirname, 'src/web/ui/lazy-markdown.tsx'),
        [require.resolve('moment-timezone/data/packed/latest.json')]: path.resolve(__dirname, 'build/generated/moment-timezone-data.json'),
      },
    },
    module: {
      rules: [
        { test: /\.tsx?$/, loader: 'ts-loader', exclude: /node_modules/, options: { transpileOnly: true, compilerOptions: { module: 'esnext', noEmit: false } } },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        // rjsf's packages re-export test helpers that import the full ajv compiler; marking them side-effect free
        // lets webpack drop what the app never imports (the precompiled validators need only ajv's runtime).
        { test: /node_modules[\\/]@rjsf[\\/]/, sideEffects: false },
        // rjsf resolves `$ref`s with fast-uri; step schemas hold fragment references at most (src/platform/schema-uri.ts).
        { test: /node_modules[\\/]@rjsf[\\/]utils[\\/]/, resolve: { alias: { 'fast-uri$': path.resolve(__dirname, 'src/platform/schema-uri.ts') } } },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: './src/web/index.html',
        scriptLoading: 'defer',
        // `dev` is the live-reload entry scripts/dev/dev-server.ts adds in development; production has no such chunk.
        chunks: ['main', 'dev'],
      }),
      new HtmlWebpackPlugin({
        template: './src/web/console/console.html',
        filename: 'console.html',
        scriptLoading: 'defer',
        chunks: ['console'],
      }),
      new HtmlWebpackPlugin({
        template: './src/web/offline/offline.html',
        filename: 'offline.html',
        scriptLoading: 'defer',
        chunks: ['offline'],
        offlineTexts: offlineTexts(),
      }),
      new LinkChunks(),
      new OfflinePrecache(),
      new MiniCssExtractPlugin({ filename: production ? '[name].[contenthash:8].css' : '[name].css' }),
      // moment's own locale files are never used: dates are formatted with Intl.
      new webpack.IgnorePlugin({ resourceRegExp: /^\.\/locale$/, contextRegExp: /moment$/ }),
      // Precompressed copies beside every asset; the server sends the one the browser accepts, so nothing is compressed per request.
      ...(production
        ? [
            new CompressionPlugin({ test: COMPRESSIBLE, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 }, minRatio: 0.9 }),
            new CompressionPlugin({ test: COMPRESSIBLE, filename: '[path][base].br', algorithm: 'brotliCompress', compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }, minRatio: 0.9 }),
          ]
        : []),
    ],
    performance: { hints: false },
    // Webpack's `global` shim contains `new Function`; nothing here needs it, and the CSP forbids eval.
    node: { global: false },
    stats: 'errors-warnings',
  };
};

module.exports = config;
// Read by the test that checks the entry imports exactly these, in this order (src/web/boot/in-tasks.test.ts).
module.exports.BOOT_CHUNKS = BOOT_CHUNKS;
