/** Webpack: bundles src/web for the browser under /v3/dist/. Run `npm run build` (validators first). */
const path = require('path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('zlib');

/** What is worth compressing: text assets (source maps included, for when they are opened). */
const COMPRESSIBLE = /\.(js|css|html|svg|json|map)$/;

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    // The care-team console (issue 13) is a second page of its own: none of its code reaches the member's pages.
    entry: { main: './src/web/main.tsx', console: './src/web/console/console-main.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/v3/dist/',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.cjs', '.json'],
      alias: {
        '@generated/validators': path.resolve(__dirname, 'build/generated/validators.cjs'),
        '@generated/step-schemas': path.resolve(__dirname, 'build/generated/step-schemas.json'),
        // moment-timezone loads its full data (≈700 KiB, every year since 1800) from this file; the browser gets the
        // 2020–2036 cut written by scripts/build-zone-names.ts. Node keeps the full data; both agree within those years.
        // rjsf renders Markdown descriptions only when a uiSchema enables it (none does): its ≈85 KB load on demand.
        'markdown-to-jsx/react$': path.resolve(__dirname, 'src/web/lazy-markdown.tsx'),
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
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: './src/web/index.html',
        scriptLoading: 'defer',
        // `dev` is the live-reload entry scripts/dev-server.ts adds in development; production has no such chunk.
        chunks: ['main', 'dev'],
      }),
      new HtmlWebpackPlugin({
        template: './src/web/console/console.html',
        filename: 'console.html',
        scriptLoading: 'defer',
        chunks: ['console'],
      }),
      new MiniCssExtractPlugin({ filename: production ? '[name].[contenthash:8].css' : '[name].css' }),
      // moment's own locale files are never used: dates are formatted with Intl.
      new webpack.IgnorePlugin({ resourceRegExp: /^\.\/locale$/, contextRegExp: /moment$/ }),
      // Precompressed copies beside every asset; the server sends the one the browser accepts (issue 11).
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
