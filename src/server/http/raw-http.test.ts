import type { AddressInfo } from 'net';
import { rawRequest } from '../../../test/support/raw-http';
import { createHarness, type Harness } from '../../../test/support/test-harness';

let h: Harness;
let port: number;
beforeAll(async () => {
  h = await createHarness();
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  port = (h.app.server.address() as AddressInfo).port;
});
afterAll(() => h.close());

const request = (line: string, headers: string[] = []) => [line, 'Host: 127.0.0.1', ...headers, 'Connection: close', '', ''].join('\r\n');

describe('what the router and the HTTP parser refuse', () => {
  it.each<[string, string, number, string]>([
    ['a path parameter over 100 characters', request(`GET /staff/enrolments/${'a'.repeat(300)}/history HTTP/1.1`), 414, 'uri_too_long'],
    ['a step id over 100 characters', request(`PUT /member/enrolment/steps/${'a'.repeat(300)} HTTP/1.1`, ['Content-Type: application/json', 'Content-Length: 2']) + '{}', 414, 'uri_too_long'],
    ['broken percent-encoding in the path', request('GET /member/enrolment/steps/%E0%A4%A HTTP/1.1'), 400, 'bad_url'],
    ['headers over 16 KiB', request('GET /healthz HTTP/1.1', [`X-Big: ${'a'.repeat(20_000)}`]), 431, 'headers_too_large'],
    ['an address over 16 KiB', request(`GET /${'a'.repeat(70_000)} HTTP/1.1`), 431, 'headers_too_large'],
    ['a request line that is not HTTP', 'HELLO\r\n\r\n', 400, 'malformed_request'],
    ['an unknown method', request('BREW /healthz HTTP/1.1'), 400, 'malformed_request'],
    ['a route that does not exist', request('GET /member/nothing HTTP/1.1'), 404, 'not_found'],
    ['an expectation other than 100-continue', request('POST /member/enrolments HTTP/1.1', ['Expect: 200-ok', 'Content-Type: application/json', 'Content-Length: 2']) + '{}', 417, 'expectation_failed'],
  ])('%s: a 4xx in the JSON error shape, with the security headers', async (_name, bytes, status, code) => {
    const answer = await rawRequest(port, bytes);
    expect(answer.status).toBe(status);
    expect(JSON.parse(answer.body)).toEqual({ error: { code, message: expect.any(String) } });
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });
});
