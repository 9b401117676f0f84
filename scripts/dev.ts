import fs from 'fs';
import path from 'path';
import webpack, { type Configuration } from 'webpack';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app';
import { readConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/open-database';
import type { Database } from '../src/server/db/database';
import { checkFlowSource } from '../src/flow/check-flow-source';
import { loadFlow } from '../src/flow/load-flow';
import { buildValidators } from './build-validators';
import { loadLocaleKeys } from './locale-files';

const root = path.resolve(__dirname, '..');
const flowFile = path.join(root, 'flows/onboarding.json');
const distDir = path.join(root, 'build/dev-dist');
const state = { version: 0, flowProblems: [] as string[], buildProblems: [] as string[] };
const status = () => ({ version: state.version, problems: [...state.flowProblems, ...state.buildProblems] });

/** Checks the flow; on success precompiles its validators and answers its parsed definition. */
function checkAndCompile(): unknown {
  const text = fs.readFileSync(flowFile, 'utf8');
  let locales: ReturnType<typeof loadLocaleKeys>;
  try {
    locales = loadLocaleKeys(path.join(root, 'locales'));
  } catch (error) {
    // A half-typed locale file is not valid JSON yet: say so on the page instead of stopping the server.
    state.flowProblems = [`${(error as Error).message}`];
    return undefined;
  }
  const problems = checkFlowSource(text, locales);
  state.flowProblems = problems.map((p) => `flows/onboarding.json: ${p.pointer || '/'}: ${p.code}: ${p.message}`);
  if (problems.length > 0) return undefined;
  buildValidators(flowFile);
  return JSON.parse(text);
}

/**
 * `npm run dev`: the app and API on PORT with a development build that rebuilds on every change. An edit
 * of a flow or locale file reaches the open page without a restart; an invalid edit shows check-flows'
 * problems on the page instead of a blank screen.
 */
async function main(): Promise<void> {
  const config = { ...readConfig(), distDir };
  const db: Database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(root, '.data/dev') });
  let flowConfig = checkAndCompile() ?? {};
  let app: FastifyInstance | undefined;
  const restart = async () => {
    await app?.close();
    app = await buildApp({ db, flow: loadFlow(flowConfig), config, logger: false, devStatus: status });
    await app.listen({ port: config.port, host: '127.0.0.1' });
  };

  // eslint-disable-next-line @typescript-eslint/no-require-imports -- webpack.config.js is CommonJS and exports a function.
  const makeConfig = require('../webpack.config.js') as (env: unknown, argv: { mode: string }) => Configuration;
  const webpackConfig = makeConfig({}, { mode: 'development' });
  // eval-based source maps would break the page's CSP (no unsafe-eval), so development uses plain ones.
  webpackConfig.devtool = 'cheap-module-source-map';
  webpackConfig.output = { ...webpackConfig.output, path: distDir };
  webpackConfig.entry = { ...(webpackConfig.entry as Record<string, string>), dev: './src/platform/dev-reload-entry.ts' };
  webpack(webpackConfig).watch({ aggregateTimeout: 200 }, (error, stats) => {
    state.buildProblems = [...(stats?.hasErrors() ? (stats.toJson({ all: false, errors: true }).errors ?? []).map((e) => e.message) : []), ...(error ? [error.message] : [])];
    if (state.buildProblems.length > 0) return;
    state.version += 1;
    // The first build and any new file names need the static file routes registered again.
    void restart().then(() => console.log(`Rebuilt (version ${state.version}): http://localhost:${config.port}/v3/dist/`));
  });

  // Polling stats survives editors that save by replacing the file, which directory watchers can miss.
  let timer: NodeJS.Timeout | undefined;
  const watched = [flowFile, ...fs.readdirSync(path.join(root, 'locales')).map((locale) => path.join(root, 'locales', locale, 'translation.json'))];
  for (const file of watched) {
    fs.watchFile(file, { interval: 300 }, () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const next = checkAndCompile();
        if (next) flowConfig = next;
        else console.log(state.flowProblems.join('\n'));
      }, 150);
    });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `${error.name}: ${error.message}` : error);
  process.exit(1);
});
