import fs from 'fs';
import http from 'http';
import path from 'path';
import type { AddressInfo } from 'net';

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8' };

/** The precompressed copy the browser accepts (brotli first, then gzip), or the plain file. */
function pick(file: string, accept: string): { file: string; encoding?: string } {
  if (/\bbr\b/.test(accept) && fs.existsSync(`${file}.br`)) return { file: `${file}.br`, encoding: 'br' };
  if (/\bgzip\b/.test(accept) && fs.existsSync(`${file}.gz`)) return { file: `${file}.gz`, encoding: 'gzip' };
  return { file };
}

/** Serves `dir` on a free loopback port with brotli/gzip by content negotiation; returns its address and a stop function. */
export async function serveStatic(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const name = new URL(request.url ?? '/', 'http://127.0.0.1').pathname.replace(/^\/+/, '') || 'index.html';
    const file = path.join(dir, path.basename(name));
    if (!fs.existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    const chosen = pick(file, String(request.headers['accept-encoding'] ?? ''));
    const body = fs.readFileSync(chosen.file);
    const headers: Record<string, string | number> = { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'content-length': body.length, vary: 'accept-encoding', 'cache-control': name === 'index.html' ? 'no-store' : 'public, max-age=31536000, immutable' };
    if (chosen.encoding) headers['content-encoding'] = chosen.encoding;
    response.writeHead(200, headers).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
