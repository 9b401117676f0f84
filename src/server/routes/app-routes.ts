import fs from 'fs';
import path from 'path';
import fastifyStatic from '@fastify/static';
import type { PageConfig } from '../../flow/page-config';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** The base path the web app is served under (SPEC §2). */
export const APP_BASE = '/v3/dist/';

/** Settings handed to the page (the contract with src/web/runtime-config.ts). */
export type RuntimeConfig = PageConfig;

// The page carries an empty configuration element; the build may drop the quotes around its attributes.
const CONFIG_SLOT = /<script id="?runtime-config"?[^>]*>[^<]*<\/script>/;

const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Serves the built app under /v3/dist/: files as they are, every other path (a step's address) as the page. */
export async function appRoutes(app: FastifyInstance, opts: { distDir: string; runtime: RuntimeConfig }): Promise<void> {
  const indexFile = path.join(opts.distDir, 'index.html');
  if (!fs.existsSync(indexFile)) throw new Error(`No built app at ${indexFile}; run 'npm run build' first (npm start does).`);
  const template = fs.readFileSync(indexFile, 'utf8');
  if (!CONFIG_SLOT.test(template)) throw new Error(`${indexFile} has no <script id="runtime-config"> element; keep it in src/web/index.html.`);
  const page = template.replace(CONFIG_SLOT, () => `<script id="runtime-config" type="application/json">${escapeJson(opts.runtime)}</script>`);

  await app.register(fastifyStatic, { root: opts.distDir, prefix: APP_BASE, index: false, wildcard: false, maxAge: '1h', preCompressed: false });
  const sendPage = async (_request: unknown, reply: FastifyReply) =>
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
  app.get('/v3/dist/', { schema: { hide: true } }, sendPage);
  app.get('/v3/dist/*', { schema: { hide: true } }, sendPage);
  app.get('/', { schema: { hide: true } }, async (_request, reply) => reply.redirect(APP_BASE));
  app.get('/v3/dist', { schema: { hide: true } }, async (_request, reply) => reply.redirect(APP_BASE));
}
