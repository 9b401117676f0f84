import fs from 'fs';
import path from 'path';
import fastifyStatic from '@fastify/static';
import { negotiate } from '@fastify/accept-negotiator';
import type { PageConfig } from '../../flow/page-config';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { firstPaintPages } from './first-paint-pages';
import { BuiltAppError } from './built-app-error';
import { loadBuiltPages } from './built-pages';
import { CONFIG_SLOT } from './page-parts';
import { servedPage, type PageEncoding, type ServedPage } from './served-page';
import { CONTINUE_NAME, landingParameters, REFUSED_NOTICE_ID, STEP_FORM_ID } from '../../reference/native-submission';
import { translate } from '../translations';

/** The base path the web app is served under (docs/spec/steps.md#base-path). */
export const APP_BASE = '/v3/dist/';

/** The path the care-team console is served under. */
export const CONSOLE_BASE = '/console/';

/** Settings handed to the page (the contract with src/web/boot/runtime-config.ts). */
export type RuntimeConfig = PageConfig;

const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** A file name that carries its content hash (webpack's `[name].[contenthash:8].ext`): it never changes, so it is cached for good. */
const HASHED = /\.[0-9a-f]{8}\.[a-z]+(\.br|\.gz)?$/;
const FOREVER = 'public, max-age=31536000, immutable';

/** The landing link's kept parameters as hidden inputs of the step form (their values come from fixed lists). */
function landingInputs(search: string): string {
  return landingParameters(search).map(([name, value]) => `<input type="hidden" name="${name}" value="${value}" form="${STEP_FORM_ID}">`).join('');
}

const ROOT_ELEMENT = /<div id="?root"?[\s>]/;
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The notice of a refused native submission of the first step (POST /member/first-step), in the page's language, before #root. */
function refusedNotice(language: string): string {
  return `<div id="${REFUSED_NOTICE_ID}" class="page-notice" role="alert"><p>${escapeHtml(translate(language, 'nativePost.refused'))}</p></div>`;
}

/** Serves the built app under /v3/dist/: files as they are, every other path (a step's address) as the page. */
export async function appRoutes(app: FastifyInstance, opts: { distDir: string; runtime: RuntimeConfig }): Promise<void> {
  const indexFile = path.join(opts.distDir, 'index.html');
  if (!fs.existsSync(indexFile)) throw new BuiltAppError(`No built app at ${indexFile}; run 'npm run build' first (npm start does).`);
  if (!CONFIG_SLOT.test(fs.readFileSync(indexFile, 'utf8'))) throw new BuiltAppError(`${indexFile} has no <script id="runtime-config"> element; keep it in src/web/index.html.`);
  // Put before each member page's closing: the page reads it once the document is parsed (its script is deferred).
  const configElement = `<script id="runtime-config" type="application/json">${escapeJson(opts.runtime)}</script>`;

  // The pages the build prerendered per language and first step (scripts/build/prerender.ts).
  const firstPaint = firstPaintPages(opts.distDir, APP_BASE, opts.runtime.flags);
  const consoleFile = path.join(opts.distDir, 'console.html');
  const consoleFiles = fs.existsSync(consoleFile) ? [consoleFile, ...(firstPaint?.consoleFiles ?? [])] : [];
  // Nothing is compressed here: the build wrote each page's compressed copy, and a start must stay quick on a busy machine.
  const built = loadBuiltPages([indexFile, ...(firstPaint?.files ?? []), ...consoleFiles]);
  if (built.uncompressed.length > 0) {
    const stale = built.uncompressed.filter((page) => page.why === 'stale').length;
    app.log.warn(`${built.uncompressed.length} of ${built.pages.size} built pages have no compressed copy from the build${stale > 0 ? ` (${stale} not matching their page)` : ''}; each is compressed when first asked for. Run 'npm run build' to have the build compress them.`);
  }
  const builtPage = (file: string): ServedPage => {
    const page = built.pages.get(file);
    if (!page) throw new BuiltAppError(`${file} was not read at start; it should be listed in ${path.join(opts.distDir, 'first-paint', 'manifest.json')}.`);
    return page;
  };
  const plainPage = builtPage(indexFile);
  const vary = firstPaint ? 'accept-encoding, accept-language' : 'accept-encoding';
  // The build writes .br and .gz beside each file (compression-webpack-plugin); the one the browser accepts is sent.
  await app.register(fastifyStatic, {
    root: opts.distDir, prefix: APP_BASE, index: false, wildcard: false, preCompressed: true, cacheControl: false,
    setHeaders: (reply, file) => void reply.header('cache-control', HASHED.test(file) ? FOREVER : 'no-cache'),
  });
  // A first step answering a refused native submission shows why before #root: a page of its own per first step,
  // compressed when first asked for (a rare answer, and never at start).
  const refusedPages = new Map<string, ServedPage>();
  const refusedPage = (file: string, language: string) => {
    let page = refusedPages.get(file);
    if (!page) {
      const { fixed, closing } = builtPage(file).parts;
      const html = fixed.toString('utf8').replace(ROOT_ELEMENT, (root) => `${refusedNotice(language)}${root}`);
      page = servedPage({ fixed: Buffer.from(html, 'utf8'), closing });
      refusedPages.set(file, page);
    }
    return page;
  };
  // A first step keeps the landing link's language, unit and arrival in its native submission (submitted before the
  // code arrived): hidden inputs outside the app's markup, so hydration never sees them.
  const pageFor = (url: string, acceptLanguage: string | undefined): { page: ServedPage; runtimePart: string } => {
    const picked = firstPaint?.pick(url, acceptLanguage);
    if (!picked) return { page: plainPage, runtimePart: configElement };
    const search = new URL(url, 'http://page.invalid').search;
    const inputs = picked.firstStep ? landingInputs(search) : '';
    // The first step's page answering a refused native submission (`continue` names the step) shows why, in its language.
    const refused = picked.firstStep && new URLSearchParams(search).get(CONTINUE_NAME) === picked.stepId;
    return { page: refused ? refusedPage(picked.file, picked.language) : builtPage(picked.file), runtimePart: `${configElement}${inputs}` };
  };
  const encodingOf = (request: FastifyRequest): PageEncoding => negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip'] as const) ?? 'identity';
  const send = (reply: FastifyReply, encoding: PageEncoding, body: Buffer, varyOn: string) => {
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.header('cache-control', 'no-store').header('vary', varyOn).type('text/html; charset=utf-8').send(body);
  };
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const { page, runtimePart } = pageFor(request.url, request.headers['accept-language']);
    const encoding = encodingOf(request);
    return send(reply, encoding, page.bytes(encoding, runtimePart), vary);
  };
  app.get('/v3/dist/', { schema: { hide: true } }, sendPage);
  app.get('/v3/dist/*', { schema: { hide: true } }, sendPage);
  // The care-team console: its own page at /console/ and its deep links, the same headers (CSP) as every page.
  if (consoleFiles.length > 0) {
    // The build's console page per language, which tells a browser without JavaScript so in that language.
    const consoleVary = consoleFiles.length > 1 ? 'accept-encoding, accept-language' : 'accept-encoding';
    const sendConsole = async (request: FastifyRequest, reply: FastifyReply) => {
      const file = firstPaint?.pickConsole(request.url, request.headers['accept-language']) ?? consoleFile;
      const encoding = encodingOf(request);
      return send(reply, encoding, builtPage(file).bytes(encoding, ''), consoleVary);
    };
    app.get('/console/', { schema: { hide: true } }, sendConsole);
    app.get('/console/*', { schema: { hide: true } }, sendConsole);
    app.get('/console', { schema: { hide: true } }, async (_request, reply) => reply.redirect(CONSOLE_BASE));
  }
  app.get('/', { schema: { hide: true } }, async (_request, reply) => reply.redirect(APP_BASE));
  app.get('/v3/dist', { schema: { hide: true } }, async (_request, reply) => reply.redirect(APP_BASE));
}
