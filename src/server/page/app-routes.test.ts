import fs from 'fs';
import path from 'path';
import zlib from 'zlib';
import Fastify from 'fastify';
import { appRoutes } from './app-routes';
import ptPT from '../../../locales/pt-PT/translation.json';
import frCA from '../../../locales/fr-CA/translation.json';
import { tempDir } from '../../../test/support/temp-dir';

function distWith(html: string): string {
  const dir = tempDir('dist-');
  fs.writeFileSync(path.join(dir, 'index.html'), html);
  fs.writeFileSync(path.join(dir, 'main.js'), 'console.log(1)');
  return dir;
}

const runtime = { flags: { showHipaaConsent: false }, apiBase: '/member', appHost: 'https://app.test' };

describe('app routes', () => {
  it('serves the page with the runtime configuration for every step address, and files as they are', async () => {
    const app = Fastify();
    await app.register(appRoutes, { distDir: distWith('<head></head><body><script id=runtime-config type=application/json>{}</script></body>'), runtime: { ...runtime, appHost: 'https://x.test/</script>' } });
    for (const url of ['/v3/dist/', '/v3/dist/profile', '/v3/dist/about-you?unit=move']) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      const blob = /<script id="runtime-config" type="application\/json">(.*?)<\/script>/.exec(res.body)?.[1];
      expect(JSON.parse(blob ?? 'null')).toEqual({ ...runtime, appHost: 'https://x.test/</script>' });
    }
    expect((await app.inject('/v3/dist/main.js')).body).toBe('console.log(1)');
    expect((await app.inject('/')).headers.location).toBe('/v3/dist/');
    await app.close();
  });

  it('sends built files precompressed by what the browser accepts, hashed ones cached for a year as immutable, the page never cached', async () => {
    const dir = distWith(`<head></head><body>${'<p>step</p>'.repeat(200)}<script id=runtime-config type=application/json>{}</script></body>`);
    const js = 'console.log("main");'.repeat(100);
    fs.writeFileSync(path.join(dir, 'main.1a2b3c4d.js'), js);
    fs.writeFileSync(path.join(dir, 'main.1a2b3c4d.js.br'), zlib.brotliCompressSync(js));
    fs.writeFileSync(path.join(dir, 'main.1a2b3c4d.js.gz'), zlib.gzipSync(js));
    const app = Fastify();
    await app.register(appRoutes, { distDir: dir, runtime });

    const br = await app.inject({ url: '/v3/dist/main.1a2b3c4d.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect([br.statusCode, br.headers['content-encoding'], br.headers['cache-control']]).toEqual([200, 'br', 'public, max-age=31536000, immutable']);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(js);
    const gz = await app.inject({ url: '/v3/dist/main.1a2b3c4d.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(js);
    const plain = await app.inject({ url: '/v3/dist/main.1a2b3c4d.js' });
    expect([plain.headers['content-encoding'], plain.body]).toEqual([undefined, js]);
    expect((await app.inject('/v3/dist/main.js')).headers['cache-control']).toBe('no-cache');

    const page = await app.inject({ url: '/v3/dist/profile', headers: { 'accept-encoding': 'br;q=1, gzip;q=0.5' } });
    expect([page.headers['content-encoding'], page.headers['cache-control'], page.headers.vary]).toEqual(['br', 'no-store', 'accept-encoding']);
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toContain('<p>step</p>');
    const pageGz = await app.inject({ url: '/v3/dist/', headers: { 'accept-encoding': 'gzip' } });
    expect(zlib.gunzipSync(pageGz.rawPayload).toString()).toContain('runtime-config');
    expect((await app.inject('/v3/dist/')).headers['content-encoding']).toBeUndefined();
    await app.close();
  });

  it('refuses to start on a page without the configuration slot', async () => {
    const app = Fastify();
    await expect(app.register(appRoutes, { distDir: distWith('<head></head>'), runtime }).ready()).rejects.toThrow(/runtime-config/);
  });
});

describe('the first step at first paint', () => {
  const flags = { showHipaaConsent: true };
  /** A built app with prerendered pages: <language>.html for any address, <language>.<step>.html for a first step. */
  function distWithFirstPaint(consolePages = false): string {
    const dir = distWith('<html><body><script id=runtime-config type=application/json>{}</script><div id="root"></div></body></html>');
    fs.mkdirSync(path.join(dir, 'first-paint'));
    const languages: Record<string, unknown> = {};
    for (const language of ['en-US', 'es-US', 'pt-PT', 'fr-CA', 'en-GB']) {
      for (const name of ['', '.unit', '.language']) {
        fs.writeFileSync(path.join(dir, 'first-paint', `${language}${name}.html`), `<html lang="${language}"><body><script id=runtime-config type=application/json>{}</script><div id="root">${language}${name}</div></body></html>`);
      }
      const language_ = { stepId: 'language', file: `${language}.language.html` };
      languages[language] = { plain: `${language}.html`, variants: { '': { stepId: 'unit', file: `${language}.unit.html` }, bloom: language_, move: language_, thrive: language_, mind: language_ } };
      if (consolePages) {
        fs.writeFileSync(path.join(dir, 'first-paint', `console.${language}.html`), `<html lang="${language}"><body><div id="root">console.${language}</div></body></html>`);
        Object.assign(languages[language] as object, { console: `console.${language}.html` });
      }
    }
    fs.writeFileSync(path.join(dir, 'console.html'), '<html><body><div id="root">console</div></body></html>');
    fs.writeFileSync(path.join(dir, 'first-paint', 'manifest.json'), JSON.stringify({ flags, languages }));
    return dir;
  }
  const shown = (body: string) => /<div id="root">([^<]*)<\/div>/.exec(body)?.[1];

  it('serves the prerendered first step by ?lang, then Accept-Language, and ?unit, only at the first step\'s address', async () => {
    const app = Fastify();
    await app.register(appRoutes, { distDir: distWithFirstPaint(), runtime: { ...runtime, flags } });
    const cases: [string, string | undefined, string][] = [
      ['/v3/dist/', undefined, 'en-US.unit'],
      ['/v3/dist/', 'es-MX,es;q=0.9', 'es-US.unit'],
      ['/v3/dist/', 'de-DE, pt-BR;q=0.8, fr;q=0.9', 'fr-CA.unit'],
      ['/v3/dist/?lang=en-AU', 'fr-CA', 'en-GB.unit'],
      ['/v3/dist/?lang=xx', 'fr-CA', 'fr-CA.unit'],
      ['/v3/dist/unit?lang=pt-PT', undefined, 'pt-PT.unit'],
      ['/v3/dist/?unit=move', 'es-US', 'es-US.language'],
      ['/v3/dist/language?unit=bloom&lang=fr-CA', undefined, 'fr-CA.language'],
      ['/v3/dist/?unit=MOVE', undefined, 'en-US.unit'],
      // Another step's address (a reload mid-flow) gets the language's texts without a step.
      ['/v3/dist/language', 'es-US', 'es-US'],
      ['/v3/dist/unit?unit=move', undefined, 'en-US'],
      ['/v3/dist/profile?lang=pt-PT', undefined, 'pt-PT'],
    ];
    for (const [url, acceptLanguage, page] of cases) {
      const res = await app.inject({ url, headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} });
      expect([url, acceptLanguage, res.statusCode, shown(res.body)]).toEqual([url, acceptLanguage, 200, page]);
      expect(res.body).toContain(`"appHost":"${runtime.appHost}"`);
      expect(res.headers.vary).toBe('accept-encoding, accept-language');
    }
    const br = await app.inject({ url: '/v3/dist/?lang=fr-CA', headers: { 'accept-encoding': 'br' } });
    expect(shown(zlib.brotliDecompressSync(br.rawPayload).toString())).toBe('fr-CA.unit');
    await app.close();
  });

  it('carries the landing link\'s language, unit and arrival into the first step\'s native submission, each only from its own list', async () => {
    const app = Fastify();
    await app.register(appRoutes, { distDir: distWithFirstPaint(), runtime: { ...runtime, flags } });
    const landing = (body: string) => [...body.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)" form="step-form">/g)].map((match) => `${match[1]}=${match[2]}`);
    const cases: [string, string[]][] = [
      ['/v3/dist/', []],
      ['/v3/dist/?lang=pt-PT&ref=referral', ['lang=pt-PT', 'ref=referral']],
      ['/v3/dist/?unit=move&lang=es-US&ref=invitation', ['lang=es-US', 'unit=move', 'ref=invitation']],
      // What a native submission brings back is carried again; the answer itself is not.
      ['/v3/dist/?root_unit=move&continue=unit&lang=pt-PT&ref=referral', ['lang=pt-PT', 'ref=referral']],
      // Anything not on a list is left out: no markup can ride in.
      ['/v3/dist/?lang=%22%3E%3Cscript%3E&unit=MOVE&ref=%3Cb%3E', []],
      [`/v3/dist/?lang=${'x'.repeat(5000)}`, []],
      // Another step's address has no first-step form to carry them.
      ['/v3/dist/profile?lang=pt-PT&ref=referral', []],
    ];
    for (const [url, inputs] of cases) {
      const res = await app.inject(url);
      expect([url, res.statusCode, landing(res.body)]).toEqual([url, 200, inputs]);
      expect(res.body).not.toContain('<script>');
    }
    const br = await app.inject({ url: '/v3/dist/?lang=fr-CA&ref=referral', headers: { 'accept-encoding': 'br' } });
    expect(landing(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(['lang=fr-CA', 'ref=referral']);
    await app.close();
  });

  it('shows a refused native submission\'s notice before #root in the page\'s language, only on the first step it names', async () => {
    const app = Fastify();
    await app.register(appRoutes, { distDir: distWithFirstPaint(), runtime: { ...runtime, flags } });
    const notice = (body: string) => /<div id="native-refused" class="page-notice" role="alert"><p>([^<]*)<\/p><\/div><div id="root">/.exec(body)?.[1];
    const cases: [string, string | undefined][] = [
      ['/v3/dist/?lang=pt-PT', undefined],
      ['/v3/dist/?lang=pt-PT&continue=unit', ptPT.nativePost.refused],
      ['/v3/dist/?lang=fr-CA&unit=move&continue=language', frCA.nativePost.refused],
      // Not the step this page shows, or not a first step's page: nothing to say.
      ['/v3/dist/?lang=pt-PT&continue=language', undefined],
      ['/v3/dist/profile?lang=pt-PT&continue=unit', undefined],
      [`/v3/dist/?continue=${'%3Cscript%3E'.repeat(100)}`, undefined],
    ];
    for (const [url, text] of cases) {
      const res = await app.inject(url);
      expect([url, res.statusCode, notice(res.body)]).toEqual([url, 200, text ? text.replace(/'/g, '&#39;') : undefined]);
    }
    await app.close();
  });

  it('serves no prerendered step when the server\'s flags are not the ones the build rendered with', async () => {
    const app = Fastify();
    await app.register(appRoutes, { distDir: distWithFirstPaint(), runtime: { ...runtime, flags: { showHipaaConsent: false } } });
    expect(shown((await app.inject({ url: '/v3/dist/', headers: { 'accept-language': 'es-US' } })).body)).toBe('es-US');
    await app.close();
  });

  it('serves the console in the language its code picks (?lang, then Accept-Language) when the build made one per language', async () => {
    for (const [perLanguage, url, acceptLanguage, page, vary] of [
      [true, '/console/', undefined, 'console.en-US', 'accept-encoding, accept-language'],
      [true, '/console/', 'pt-BR,pt;q=0.9', 'console.pt-PT', 'accept-encoding, accept-language'],
      [true, '/console/enrolments/1?lang=fr-CA', 'es-US', 'console.fr-CA', 'accept-encoding, accept-language'],
      [true, '/console/?lang=%3Cscript%3E', 'en-GB', 'console.en-GB', 'accept-encoding, accept-language'],
      // A build from before the console had a page per language: the one page it has.
      [false, '/console/?lang=fr-CA', undefined, 'console', 'accept-encoding'],
    ] as const) {
      const app = Fastify();
      await app.register(appRoutes, { distDir: distWithFirstPaint(perLanguage), runtime: { ...runtime, flags } });
      const res = await app.inject({ url, headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} });
      expect([url, acceptLanguage, res.statusCode, shown(res.body), res.headers.vary]).toEqual([url, acceptLanguage, 200, page, vary]);
      await app.close();
    }
  });
});
