import fs from 'fs';
import path from 'path';
import { Writable } from 'stream';
import zlib from 'zlib';
import Fastify from 'fastify';
import { appRoutes } from './app-routes';
import { tempDir } from '../../../test/support/temp-dir';
import { compressBuiltPages } from '../../../scripts/build/prerender-compress';

const runtime = { flags: { showHipaaConsent: true }, apiBase: '/member', appHost: 'https://app.test' };
const LANGUAGES = ['en-US', 'es-US', 'pt-PT', 'fr-CA', 'en-GB'];

/** A built app as an older build left it: index.html, console.html and the prerendered pages, nothing compressed beside them. */
function olderDist(): string {
  const dir = tempDir('dist-');
  // Big enough that compressing every page at start is what an on-call engineer would see as a slow start.
  const filler = (seed: string) => Array.from({ length: 400 }, (_, i) => `<p class="t${i % 7}">${seed} ${i}</p>`).join('');
  fs.writeFileSync(path.join(dir, 'index.html'), `<html><body><script id=runtime-config type=application/json>{}</script><div id="root"></div></body></html>`);
  fs.writeFileSync(path.join(dir, 'console.html'), '<html><body><div id="root">console</div></body></html>');
  fs.mkdirSync(path.join(dir, 'first-paint'));
  const languages: Record<string, unknown> = {};
  for (const language of LANGUAGES) {
    for (const name of ['', '.unit', '.language']) {
      fs.writeFileSync(path.join(dir, 'first-paint', `${language}${name}.html`),
        `<html lang="${language}"><body><script id=runtime-config type=application/json>{}</script><div id="root">${language}${name}${filler(language)}</div></body></html>`);
    }
    fs.writeFileSync(path.join(dir, 'first-paint', `console.${language}.html`), `<html lang="${language}"><body><div id="root">console.${language}</div></body></html>`);
    const language_ = { stepId: 'language', file: `${language}.language.html` };
    languages[language] = { plain: `${language}.html`, console: `console.${language}.html`, variants: { '': { stepId: 'unit', file: `${language}.unit.html` }, move: language_ } };
  }
  fs.writeFileSync(path.join(dir, 'first-paint', 'manifest.json'), JSON.stringify({ flags: runtime.flags, languages }));
  return dir;
}

/** Every way the server could compress a page, counted. */
function countCompression(): { calls: () => number; restore: () => void } {
  const spies = (['brotliCompressSync', 'brotliCompress', 'gzipSync', 'gzip', 'deflateRawSync', 'deflateRaw', 'deflateSync'] as const)
    .map((name) => jest.spyOn(zlib, name));
  return { calls: () => spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0), restore: () => spies.forEach((spy) => spy.mockRestore()) };
}

/** A Fastify app whose warnings are kept, one parsed line each. */
function appWithLog(): { app: ReturnType<typeof Fastify>; warnings: () => string[] } {
  const lines: string[] = [];
  const stream = new Writable({ write: (chunk: Buffer, _encoding, done) => void (lines.push(chunk.toString()), done()) });
  const app = Fastify({ logger: { level: 'warn', stream } });
  return { app, warnings: () => lines.map((line) => (JSON.parse(line) as { msg: string }).msg) };
}

const decoded = (res: { headers: Record<string, unknown>; rawPayload: Buffer }) =>
  (res.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(res.rawPayload) : res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(res.rawPayload) : res.rawPayload).toString();

describe('the start of the page routes', () => {
  it('compresses no page at start, even from a build without compressed pages, says once to rebuild, and still sends br', async () => {
    const dir = olderDist();
    const { app, warnings } = appWithLog();
    const counted = countCompression();
    try {
      await app.register(appRoutes, { distDir: dir, runtime });
      await app.ready();
      expect(counted.calls()).toBe(0);
    } finally {
      counted.restore();
    }
    expect(warnings()).toEqual([expect.stringContaining('npm run build')]);
    for (const url of ['/v3/dist/?lang=fr-CA', '/v3/dist/?lang=fr-CA&ref=referral', '/v3/dist/profile', '/console/?lang=pt-PT']) {
      const plain = await app.inject(url);
      const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect([url, br.statusCode, br.headers['content-encoding'], gzip.headers['content-encoding']]).toEqual([url, 200, 'br', 'gzip']);
      expect(decoded(br)).toBe(plain.body);
      expect(decoded(gzip)).toBe(plain.body);
    }
    expect(decoded(await app.inject({ url: '/v3/dist/?lang=fr-CA', headers: { 'accept-encoding': 'br' } }))).toContain('"appHost":"https://app.test"');
    expect(warnings()).toHaveLength(1);
    await app.close();
  });

  const URLS = ['/v3/dist/?lang=fr-CA', '/v3/dist/?unit=move&lang=es-US&ref=invitation', '/v3/dist/profile', '/v3/dist/?lang=pt-PT&continue=unit', '/console/', '/console/?lang=pt-PT'];

  it('sends the build\'s compressed pages with the request\'s own part, compressing nothing at start or per request', async () => {
    const dir = olderDist();
    compressBuiltPages(dir);
    const { app, warnings } = appWithLog();
    const counted = countCompression();
    const sizes: { plain: Buffer; br: number }[] = [];
    try {
      await app.register(appRoutes, { distDir: dir, runtime });
      await app.ready();
      for (const url of URLS.filter((address) => !address.includes('continue='))) {
        const plain = await app.inject(url);
        const br = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
        const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
        expect([url, br.headers['content-encoding'], gzip.headers['content-encoding']]).toEqual([url, 'br', 'gzip']);
        expect(decoded(br)).toBe(plain.body);
        expect(decoded(gzip)).toBe(plain.body);
        sizes.push({ plain: plain.rawPayload, br: br.rawPayload.length });
      }
      expect(counted.calls()).toBe(0);
    } finally {
      counted.restore();
    }
    // Compressed at its best level by the build: at most the request's own part (stored as it is) more than the whole page compressed now.
    const ownPart = `<script id="runtime-config" type="application/json">${JSON.stringify(runtime)}</script>`.length + 200;
    for (const { plain, br } of sizes) expect(br).toBeLessThan(zlib.brotliCompressSync(plain).length + ownPart);
    expect(warnings()).toEqual([]);
    await app.close();
  });

  it('sends no compressed copy that does not match its page (a page rebuilt without them), and says so once', async () => {
    const dir = olderDist();
    compressBuiltPages(dir);
    const rebuilt = path.join(dir, 'first-paint', 'fr-CA.unit.html');
    fs.writeFileSync(rebuilt, fs.readFileSync(rebuilt, 'utf8').replace('fr-CA.unit', 'fr-CA.unit rebuilt'));
    const { app, warnings } = appWithLog();
    await app.register(appRoutes, { distDir: dir, runtime });
    expect(warnings()).toEqual([expect.stringMatching(/^1 of \d+ built pages .*\(1 not matching their page\).*npm run build/)]);
    for (const url of URLS) {
      const plain = await app.inject(url);
      expect(decoded(await app.inject({ url, headers: { 'accept-encoding': 'br' } }))).toBe(plain.body);
      expect(decoded(await app.inject({ url, headers: { 'accept-encoding': 'gzip' } }))).toBe(plain.body);
    }
    expect(decoded(await app.inject({ url: '/v3/dist/?lang=fr-CA', headers: { 'accept-encoding': 'br' } }))).toContain('fr-CA.unit rebuilt');
    await app.close();
  });
});
