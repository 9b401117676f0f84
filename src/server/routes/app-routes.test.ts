import fs from 'fs';
import os from 'os';
import path from 'path';
import Fastify from 'fastify';
import { appRoutes } from './app-routes';

function distWith(html: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
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

  it('refuses to start on a page without the configuration slot', async () => {
    const app = Fastify();
    await expect(app.register(appRoutes, { distDir: distWith('<head></head>'), runtime }).ready()).rejects.toThrow(/runtime-config/);
  });
});
