import fs from 'fs';
import path from 'path';
import type { AddressInfo } from 'net';
import type { FastifyInstance } from 'fastify';
import onboarding from '../../../flows/onboarding.json';
import { loadFlow } from '../../flow/load-flow';
import type { Database } from '../db/database';
import { buildApp } from './app';
import { openTestDatabase } from '../../../test/support/test-database';
import { tempDir } from '../../../test/support/temp-dir';
import { rawRequest, type RawAnswer } from '../../../test/support/raw-http';

// The security headers every answer carries, as a browser reads them off the wire.
const CSP = [
  "default-src 'self'", "script-src 'self'", "style-src 'self'", "img-src 'self' data:",
  "connect-src 'self' https://api-js.mixpanel.com https://sessions.bugsnag.com https://notify.bugsnag.com",
  "font-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'",
].join(';');
const SECURITY = {
  'content-security-policy': CSP,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};
// Headers whose value changes with the clock, the file or the body; their presence is still compared.
const VOLATILE = new Set(['date', 'etag', 'last-modified', 'content-length', 'set-cookie']);

let db: Database;
let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  const dist = tempDir('dist-');
  fs.writeFileSync(path.join(dist, 'index.html'), '<head></head><body><script id=runtime-config type=application/json>{}</script></body>');
  fs.writeFileSync(path.join(dist, 'main.1a2b3c4d.js'), 'console.log(1)');
  db = await openTestDatabase();
  app = await buildApp({ db, flow: loadFlow(onboarding), rateLimit: false, config: { flagOverrides: {}, cookieSecure: false, appHost: 'https://app.test', distDir: dist } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const send = (lines: string[], body = '') => rawRequest(port, [...lines.slice(0, 1), 'Host: 127.0.0.1', ...lines.slice(1), 'Connection: close', '', body].join('\r\n'));
const headerSet = (answer: RawAnswer) => Object.fromEntries(Object.entries(answer.headers).map(([name, value]) => [name, VOLATILE.has(name) ? '*' : value]));

describe('the security headers of every kind of answer', () => {
  it.each<[string, string[], string, number, Record<string, string>]>([
    ['the page', ['GET /v3/dist/ HTTP/1.1'], '', 200, { 'cache-control': 'no-store', 'content-type': 'text/html; charset=utf-8', vary: 'accept-encoding' }],
    ['a static asset', ['GET /v3/dist/main.1a2b3c4d.js HTTP/1.1'], '', 200, {
      'accept-ranges': 'bytes', 'cache-control': 'public, max-age=31536000, immutable', 'content-type': 'application/javascript; charset=utf-8', etag: '*', 'last-modified': '*', vary: 'accept-encoding',
    }],
    ['an API route', ['POST /member/enrolments HTTP/1.1', 'Content-Type: application/json', 'Content-Length: 36'], '{"locale":"en-US","unit":"move"}    ', 201, {
      'cache-control': 'no-store', 'content-type': 'application/json; charset=utf-8', 'set-cookie': '*',
    }],
    ['an error of a route', ['PUT /member/enrolment/steps/language HTTP/1.1', 'Content-Type: application/json', 'Content-Length: 12'], '{"answers": ', 400, {
      'cache-control': 'no-store', 'content-type': 'application/json; charset=utf-8',
    }],
    ['an address no route answers', ['GET /member/nothing HTTP/1.1'], '', 404, { 'content-type': 'application/json; charset=utf-8' }],
    ['an address the router cannot decode', ['GET /member/enrolment/steps/%E0%A4%A HTTP/1.1'], '', 400, { 'content-type': 'application/json; charset=utf-8' }],
  ])('%s', async (_name, lines, body, status, own) => {
    const answer = await send(lines, body);
    expect(answer.status).toBe(status);
    expect(headerSet(answer)).toEqual({ ...SECURITY, ...own, connection: 'close', date: '*', 'content-length': '*' });
  });

  it('carries them on an answer of the HTTP parser, before any route or hook', async () => {
    const answer = await rawRequest(port, 'HELLO\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(headerSet(answer)).toEqual({ ...SECURITY, 'content-type': 'application/json; charset=utf-8', 'content-length': '*', connection: 'close' });
  });
});
