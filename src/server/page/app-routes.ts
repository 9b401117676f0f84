import fs from 'fs';
import path from 'path';
import zlib from 'zlib';
import fastifyStatic from '@fastify/static';
import { negotiate } from '@fastify/accept-negotiator';
import type { PageConfig } from '../../flow/page-config';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { firstPaintPages } from './first-paint-pages';
import { CONTINUE_NAME, landingParameters, REFUSED_NOTICE_ID, STEP_FORM_ID } from '../../reference/native-submission';
import { translate } from '../translations';

/** The base path the web app is served under (SPEC §2). */
export const APP_BASE = '/v3/dist/';

/** The path the care-team console is served under. */
export const CONSOLE_BASE = '/console/';

/** Settings handed to the page (the contract with src/web/boot/runtime-config.ts). */
export type RuntimeConfig = PageConfig;

// The page carries an empty configuration element; the build may drop the quotes around its attributes.
const CONFIG_SLOT = /<script id="?runtime-config"?[^>]*>[^<]*<\/script>/;

const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** A file name that carries its content hash (webpack's `[name].[contenthash:8].ext`): it never changes, so it is cached for good. */
const HASHED = /\.[0-9a-f]{8}\.[a-z]+(\.br|\.gz)?$/;
const FOREVER = 'public, max-age=31536000, immutable';

/** The page in every encoding a browser may accept, compressed once at start (it only changes with a restart). */
function encodings(page: string): Record<'br' | 'gzip' | 'identity', Buffer> {
  const bytes = Buffer.from(page, 'utf8');
  return {
    br: zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
    gzip: zlib.gzipSync(bytes, { level: 9 }),
    identity: bytes,
  };
}

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
  if (!fs.existsSync(indexFile)) throw new Error(`No built app at ${indexFile}; run 'npm run build' first (npm start does).`);
  const template = fs.readFileSync(indexFile, 'utf8');
  if (!CONFIG_SLOT.test(template)) throw new Error(`${indexFile} has no <script id="runtime-config"> element; keep it in src/web/index.html.`);
  const withConfig = (html: string) => html.replace(CONFIG_SLOT, () => `<script id="runtime-config" type="application/json">${escapeJson(opts.runtime)}</script>`);

  const encoded = encodings(withConfig(template));
  // The pages the build prerendered per language and first step (scripts/prerender.ts), each compressed once too.
  const firstPaint = firstPaintPages(opts.distDir, APP_BASE, opts.runtime.flags);
  const pages = new Map((firstPaint?.files ?? []).map((file) => [file, encodings(withConfig(fs.readFileSync(file, 'utf8')))]));
  const vary = firstPaint ? 'accept-encoding, accept-language' : 'accept-encoding';
  // The build writes .br and .gz beside each file (compression-webpack-plugin); the one the browser accepts is sent.
  await app.register(fastifyStatic, {
    root: opts.distDir, prefix: APP_BASE, index: false, wildcard: false, preCompressed: true, cacheControl: false,
    setHeaders: (reply, file) => void reply.header('cache-control', HASHED.test(file) ? FOREVER : 'no-cache'),
  });
  // A first step keeps the landing link's language, unit and arrival in its native submission (submitted before the
  // code arrived): hidden inputs outside the app's markup, so hydration never sees them. Each is one of a short list,
  // so the variants are few; each is compressed once, when first asked for.
  const withLanding = new Map<string, Record<'br' | 'gzip' | 'identity', Buffer>>();
  const pageFor = (url: string, acceptLanguage: string | undefined) => {
    const picked = firstPaint?.pick(url, acceptLanguage);
    const page = picked ? pages.get(picked.file) : undefined;
    const search = new URL(url, 'http://page.invalid').search;
    const inputs = picked?.firstStep ? landingInputs(search) : '';
    // The first step's page answering a refused native submission (`continue` names the step) shows why, in its language.
    const refused = picked?.firstStep === true && new URLSearchParams(search).get(CONTINUE_NAME) === picked.stepId;
    if (!picked || !page || (!inputs && !refused)) return page ?? encoded;
    const key = `${picked.file}\n${inputs}\n${String(refused)}`;
    let variant = withLanding.get(key);
    if (!variant) {
      const html = page.identity.toString('utf8').replace('</body>', () => `${inputs}</body>`);
      variant = encodings(refused ? html.replace(ROOT_ELEMENT, (root) => `${refusedNotice(picked.language)}${root}`) : html);
      withLanding.set(key, variant);
    }
    return variant;
  };
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const page = pageFor(request.url, request.headers['accept-language']);
    const encoding: keyof typeof encoded = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip'] as const) ?? 'identity';
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.header('cache-control', 'no-store').header('vary', vary).type('text/html; charset=utf-8').send(page[encoding]);
  };
  app.get('/v3/dist/', { schema: { hide: true } }, sendPage);
  app.get('/v3/dist/*', { schema: { hide: true } }, sendPage);
  // The care-team console: its own page at /console/ and its deep links, the same headers (CSP) as every page.
  const consoleFile = path.join(opts.distDir, 'console.html');
  if (fs.existsSync(consoleFile)) {
    const consolePage = encodings(fs.readFileSync(consoleFile, 'utf8'));
    // The build's console page per language, which tells a browser without JavaScript so in that language.
    const consolePages = new Map((firstPaint?.consoleFiles ?? []).map((file) => [file, encodings(fs.readFileSync(file, 'utf8'))]));
    const consoleVary = consolePages.size > 0 ? 'accept-encoding, accept-language' : 'accept-encoding';
    const sendConsole = async (request: FastifyRequest, reply: FastifyReply) => {
      const page = consolePages.get(firstPaint?.pickConsole(request.url, request.headers['accept-language']) ?? '') ?? consolePage;
      const encoding: keyof typeof consolePage = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip'] as const) ?? 'identity';
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.header('cache-control', 'no-store').header('vary', consoleVary).type('text/html; charset=utf-8').send(page[encoding]);
    };
    app.get('/console/', { schema: { hide: true } }, sendConsole);
    app.get('/console/*', { schema: { hide: true } }, sendConsole);
    app.get('/console', { schema: { hide: true } }, async (_request, reply) => reply.redirect(CONSOLE_BASE));
  }
  app.get('/', { schema: { hide: true } }, async (_request, reply) => reply.redirect(APP_BASE));
  app.get('/v3/dist', { schema: { hide: true } }, async (_request, reply) => reply.redirect(APP_BASE));
}
