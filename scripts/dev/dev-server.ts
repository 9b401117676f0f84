import fs from 'fs';
import http from 'http';
import path from 'path';
import type { AddressInfo } from 'net';
import webpack, { type Watching } from 'webpack';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../src/server/http/app';
import type { Database } from '../../src/server/db/database';
import { assertNotProduction, repinOpenEnrolments } from '../../src/server/dev/dev-repin';
import { devProgressRoute } from '../../src/server/dev/dev-progress-route';
import { checkFlowSource } from '../../src/flow/check-flow-source';
import { formatProblem } from '../../src/flow/format-problem';
import { loadFlow, marketFieldOf, resolveFlags } from '../../src/flow/load-flow';
import { buildValidators } from '../build/build-validators';
import { devGeneratedDir, devWebpackConfig } from './dev-webpack-config';
import { loadLocaleKeys, LOCALES } from '../staff/locale-files';
import { editBurst } from './edit-burst';

const root = path.resolve(__dirname, '../..');

/** Where `npm run dev` reads the flow and texts from, where it builds to, and how the server is set up. */
export interface DevServerOptions {
  flowFile: string;
  localesDir: string;
  distDir: string;
  db: Database;
  port: number;
  host?: string;
  config: Omit<AppOptions['config'], 'distDir'>;
  log?: (line: string) => void;
  /** Saves of the flow and locale files this close together (ms) are one edit: one check, one rebuild, one reload. */
  editWindowMs?: number;
}

// Long enough for an editor saving the five locale files one by one, and longer than webpack's poll below, so the
// build that follows has seen every file of the edit.
const EDIT_WINDOW_MS = 300;
// How often webpack looks at the files it bundles (see the watch below).
const WEBPACK_POLL_MS = 250;

/** A running dev server. */
export interface DevServer {
  url: () => string;
  status: () => { version: number; problems: string[] };
  close: () => Promise<void>;
}

const today = () => new Date().toISOString().slice(0, 10);

/** Raised when `npm run dev` starts on a flow that fails check-flows: there is no last good flow to serve. */
export class InvalidFlowAtStartError extends Error {
  constructor(problems: string[]) {
    super(`The flow must pass check-flows before \`npm run dev\` can serve it; fix these and start it again:\n${problems.join('\n')}`);
    this.name = 'InvalidFlowAtStartError';
  }
}

// The page files by name, and the two pages the app reads once when it starts: a change here needs a new app.
function bundleShape(distDir: string): string {
  const names = fs.readdirSync(distDir).sort();
  return [...names, ...['index.html', 'console.html'].map((file) => fs.readFileSync(path.join(distDir, file), 'utf8'))].join('\n');
}

/**
 * The app and API with a development build that rebuilds what an edit touches (webpack's watch mode), nothing
 * cached by the browser. An edit of the flow or a locale file rebuilds and restarts on the new flow; open enrolments move to it and to its
 * resolved flags (FLAG_ variables over the file's defaults) with their answers re-validated (src/server/dev/dev-repin.ts), and the page reloads onto the same enrolment (src/platform/dev-reload.ts).
 * An invalid edit keeps the last good flow and shows check-flows' problems on the page.
 */
export async function startDevServer(opts: DevServerOptions): Promise<DevServer> {
  assertNotProduction('`npm run dev`');
  const log = opts.log ?? (() => undefined);
  const state = { version: 0, flowProblems: [] as string[], buildProblems: [] as string[], goodText: '' };
  const generated = devGeneratedDir(opts.distDir);
  fs.mkdirSync(generated, { recursive: true });
  const status = () => ({ version: state.version, problems: [...state.flowProblems, ...state.buildProblems] });
  let flowConfig: unknown = {};

  // Checks the flow; on success precompiles its validators and keeps it as the one the server serves.
  // How long each part of the last rebuild took, in ms, for the log line (where a slow edit spends its time).
  let phases: Record<string, number> = {};
  const timed = <T>(phase: string, work: () => T): T => {
    const started = performance.now();
    try {
      return work();
    } finally {
      phases[phase] = (phases[phase] ?? 0) + Math.round(performance.now() - started);
    }
  };
  // The files saved in the edit the last rebuild built, for the log line (several saves, one rebuild).
  let savedFiles = 0;
  const phaseText = () => [...(savedFiles > 0 ? [`${savedFiles} file${savedFiles === 1 ? '' : 's'} saved`] : []), ...Object.entries(phases).map(([phase, ms]) => `${phase} ${ms} ms`)].join(', ');

  // Returns whether it wrote a new checked flow for the bundle.
  const checkAndCompile = (): boolean => {
    const text = fs.readFileSync(opts.flowFile, 'utf8');
    let locales: ReturnType<typeof loadLocaleKeys>;
    try {
      locales = loadLocaleKeys(opts.localesDir);
    } catch (error) {
      // A half-typed locale file is not valid JSON yet: say so on the page instead of stopping the server.
      state.flowProblems = [(error as Error).message];
      return false;
    }
    const problems = timed('check', () => checkFlowSource(text, locales));
    state.flowProblems = problems.map((p) => formatProblem(path.relative(root, opts.flowFile), p));
    if (problems.length > 0) return false;
    // Validators depend on the flow alone; a locale edit leaves them be. The bundle reads the checked copy, written
    // last and only when it changed: webpack rebuilds once, with the validators already in place.
    const wrote = state.goodText !== text;
    if (wrote) {
      timed('validators', () => buildValidators(opts.flowFile, generated));
      fs.writeFileSync(path.join(generated, 'onboarding.json'), text);
    }
    state.goodText = text;
    flowConfig = JSON.parse(text);
    return wrote;
  };
  checkAndCompile();
  if (state.goodText === '') throw new InvalidFlowAtStartError(state.flowProblems);

  let app: FastifyInstance | undefined;
  const config = { ...opts.config, distDir: opts.distDir };
  // One listening socket for the whole session, handing each request to the current app: a restart swaps the app
  // in place, so the open page never meets a closed port while the server rebuilds.
  const server = http.createServer((request, response) => {
    if (app) return app.routing(request, response);
    response.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1', 'cache-control': 'no-store' }).end('{"error":{"code":"starting","message":"The dev server is starting; try again in a second."}}');
  });
  await new Promise<void>((resolve) => server.listen(opts.port, opts.host ?? '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  // Restarts run one after another, each on the last flow that passed the check (the one webpack bundled).
  let restarting = Promise.resolve();
  // What the running app was built on: the page files it routes and reads once, and the flow it serves.
  let served = '';
  const restart = () => {
    restarting = restarting.then(async () => {
      // The flow the bundle was built on: the last one check-flows passed.
      const builtOn = `${bundleShape(opts.distDir)}\n${state.goodText}`;
      // A locale or component edit only changes the bundles' content, which the running app reads per request.
      if (app && builtOn === served) {
        state.version += 1;
        log(`Rebuilt the page (version ${state.version}; ${phaseText()}): http://localhost:${port}/v3/dist/`);
        phases = {};
        savedFiles = 0;
        return;
      }
      const flow = loadFlow(flowConfig);
      const appStarted = performance.now();
      const next = await buildApp({ db: opts.db, flow, config, logger: false, devStatus: status });
      const flags = resolveFlags(flow, config.flagOverrides);
      await next.register(devProgressRoute, { db: opts.db, flow, flags, marketField: marketFieldOf(flow), today });
      await next.ready();
      phases.app = Math.round(performance.now() - appStarted);
      const repinStarted = performance.now();
      const moved = await repinOpenEnrolments(opts.db, flow, { flags, marketField: marketFieldOf(flow), today: today() });
      phases['re-pin'] = Math.round(performance.now() - repinStarted);
      const previous = app;
      app = next;
      served = builtOn;
      await previous?.close();
      state.version += 1;
      log(`Rebuilt (version ${state.version}${moved ? `, ${moved} open enrolment(s) moved to the edited flow and flags` : ''}; ${phaseText()}): http://localhost:${port}/v3/dist/`);
      phases = {};
      savedFiles = 0;
    }).catch((error: unknown) => log(`Restart failed: ${(error as Error).message}`));
    return restarting;
  };

  const webpackConfig = devWebpackConfig(opts);
  let firstBuild: () => void = () => undefined;
  const built = new Promise<void>((resolve) => (firstBuild = resolve));
// Polling, like the flow and locale watch below: inotify misses editors that replace files, and runs out of watches.
  const watching: Watching | undefined = webpack(webpackConfig).watch({ aggregateTimeout: 50, poll: WEBPACK_POLL_MS, ignored: /node_modules/ }, (error, stats) => {
    state.buildProblems = [...(stats?.hasErrors() ? (stats.toJson({ all: false, errors: true }).errors ?? []).map((e) => e.message) : []), ...(error ? [error.message] : [])];
    if (state.buildProblems.length > 0) return log(state.buildProblems.join('\n'));
    if (stats) phases.webpack = (phases.webpack ?? 0) + stats.endTime - stats.startTime;
    // The first build, new file names, a changed page template or flow need a new app; other edits only a new version.
    void restart().then(firstBuild);
  });

  // Whether webpack has seen a change it has not built yet (it reports the first of each build's changes).
  let webpackSawChange = false;
  watching?.compiler.hooks.invalid.tap('dev-server', () => void (webpackSawChange = true));
  watching?.compiler.hooks.watchRun.tap('dev-server', () => void (webpackSawChange = false));
  let resumeTimer: NodeJS.Timeout | undefined;
  // Saves close together are one edit: webpack holds its builds from the first save, the flow and texts are checked
  // once the saves stop, then webpack builds once, and the page reloads once.
  const burst = editBurst(opts.editWindowMs ?? EDIT_WINDOW_MS, {
    start: () => {
      clearTimeout(resumeTimer);
      watching?.suspend();
    },
    end: (files) => {
      const wroteFlow = checkAndCompile();
      if (state.flowProblems.length > 0) log(state.flowProblems.join('\n'));
      savedFiles = files.length;
      if (!watching) return;
      // webpack sees the checked flow at its next poll: resuming before would build without it, then again.
      if (wroteFlow) resumeTimer = setTimeout(() => watching.resume(), WEBPACK_POLL_MS + 100);
      else if (webpackSawChange) watching.resume();
      // Nothing for webpack to build (a flow edit check-flows refused): let it watch again without a build.
      else watching.suspended = false;
    },
  });
  // Polling stats survives editors that save by replacing the file, which directory watchers can miss.
  const watched = [opts.flowFile, ...LOCALES.map((locale) => path.join(opts.localesDir, locale, 'translation.json'))];
  for (const file of watched) fs.watchFile(file, { interval: 100 }, () => burst.saved(file));

  await built;
  return {
    url: () => `http://127.0.0.1:${port}`,
    status,
    close: async () => {
      burst.cancel();
      clearTimeout(resumeTimer);
      for (const file of watched) fs.unwatchFile(file);
      await new Promise<void>((resolve) => (watching ? watching.close(() => resolve()) : resolve()));
      await restarting;
      await app?.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
