import net from 'net';
import type { AddressInfo } from 'net';
import { rawRequest } from '../../../test/support/raw-http';
import { createHarness, type Harness } from '../../../test/support/test-harness';

// The rate limits on, as in production: the limiter is what read the address of a client already gone.
let h: Harness;
let port: number;
beforeAll(async () => {
  h = await createHarness({ rateLimit: true, captureLogs: true, staffTokens: { alice: 'a'.repeat(32) } });
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  port = (h.app.server.address() as AddressInfo).port;
});
afterAll(() => h.close());

const levels = (lines: string[]) => lines.map((line) => JSON.parse(line) as { level: number; msg?: string; reason?: string });
/** Lets the server finish what it does after the answer (hooks of a request whose socket is gone). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

/** Writes the head and part of a body, then resets the connection (RST), as a client that dies mid-upload. */
function resetMidBody(path: string): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write([`POST ${path} HTTP/1.1`, 'Host: 127.0.0.1', 'Content-Type: application/json', 'Content-Length: 5000', '', '{"answers":{"firstName":"'].join('\r\n'));
      setTimeout(() => {
        socket.resetAndDestroy();
        resolve();
      }, 80);
    });
    socket.on('error', () => undefined);
  });
}

describe('a malformed chunked body', () => {
  it.each(['/member/enrolments', '/staff/session', '/member/logs'])('to %s: one 400 and no error logged (the limiter never reads a gone address)', async (path) => {
    const before = h.logs.length;
    const answer = await rawRequest(port, [`POST ${path} HTTP/1.1`, 'Host: 127.0.0.1', 'Content-Type: application/json', 'Transfer-Encoding: chunked', '', 'ZZ', '', ''].join('\r\n'));
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ error: { code: 'malformed_request', message: expect.any(String) } });
    await settle();
    const lines = levels(h.logs.slice(before));
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(h.logs.slice(before).join('\n')).not.toMatch(/TypeError|normalizeIP|stack/);
    // Within the log bounds: a few short lines, not a stack per request.
    expect(Buffer.byteLength(h.logs.slice(before).join(''))).toBeLessThan(400);
  });

  it('a hundred of them leave the server answering and the log quiet', async () => {
    const before = h.logs.length;
    await Promise.all(Array.from({ length: 100 }, () => rawRequest(port, ['POST /member/enrolments HTTP/1.1', 'Host: 127.0.0.1', 'Transfer-Encoding: chunked', '', 'ZZ', '', ''].join('\r\n'))));
    await settle();
    expect(levels(h.logs.slice(before)).filter((line) => line.level >= 40)).toEqual([]);
    const health = await rawRequest(port, ['GET /healthz HTTP/1.1', 'Host: 127.0.0.1', 'Connection: close', '', ''].join('\r\n'));
    expect(health.status).toBe(200);
  });
});

describe('a client that resets its connection mid-body', () => {
  it.each(['/member/enrolment/steps/profile', '/member/enrolments', '/staff/session'])('to %s: no database outage is told, nothing at warn or above', async (path) => {
    const before = h.logs.length;
    await resetMidBody(path);
    await settle();
    const lines = levels(h.logs.slice(before));
    expect(lines.filter((line) => line.level >= 40)).toEqual([]);
    expect(h.logs.slice(before).join('\n')).not.toMatch(/database unavailable|database_unavailable|"statusCode":503/);
    expect(lines).toContainEqual(expect.objectContaining({ level: 30, msg: 'client went away', reason: expect.stringMatching(/^(ECONNRESET|closed)$/) }));
  });
});
