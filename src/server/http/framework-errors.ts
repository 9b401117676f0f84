import type { ErrorCode } from '../../contract/error-codes';
import http from 'http';
import type { Socket } from 'net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** Codes and texts of what the router and the HTTP parser refuse before any route or hook runs. */
const REFUSALS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, code: 'bad_url', message: 'The address is not valid percent-encoding; encode it with encodeURIComponent.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'uri_too_long', message: 'A part of the address is longer than the server accepts (100 characters); use a shorter id.' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, code: 'bad_request', message: 'The request does not match any route constraint.' },
  HPE_HEADER_OVERFLOW: { status: 431, code: 'headers_too_large', message: 'The request line or headers are larger than the server accepts (16 KiB); send a shorter address or fewer cookies.' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'request_timeout', message: 'The request took too long to arrive; send it again.' },
};
const EXPECTATION_FAILED: { status: number; code: ErrorCode; message: string } = { status: 417, code: 'expectation_failed', message: "The server meets no 'Expect' header but 100-continue; send the request without it." };
const MALFORMED: { status: number; code: ErrorCode; message: string } = { status: 400, code: 'malformed_request', message: 'The request is not valid HTTP/1.1.' };

/** Fastify's `frameworkErrors`: router refusals in the API's error shape, with the security headers given. */
export function frameworkErrors(securityHeaders: Record<string, string>) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void => {
    const refusal = REFUSALS[error.code] ?? MALFORMED;
    void reply.status(refusal.status).headers(securityHeaders).send({ error: { code: refusal.code, message: refusal.message } });
  };
}

/** Node's `checkExpectation` (an Expect header other than 100-continue): 417 in the error shape, not Node's bare answer. */
export function expectationFailed(securityHeaders: Record<string, string>) {
  return (_request: http.IncomingMessage, response: http.ServerResponse): void => {
    const body = JSON.stringify({ error: { code: EXPECTATION_FAILED.code, message: EXPECTATION_FAILED.message } });
    response.writeHead(EXPECTATION_FAILED.status, { ...securityHeaders, 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(body)), 'cache-control': 'no-store', connection: 'close' });
    response.end(body);
  };
}

/** Fastify's `clientErrorHandler`: what Node's HTTP parser refuses, answered in the same shape and headers. */
export function clientErrorHandler(securityHeaders: Record<string, string>) {
  return (error: NodeJS.ErrnoException, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    if (socket.writable) {
      const refusal = (error.code && REFUSALS[error.code]) || MALFORMED;
      const body = JSON.stringify({ error: { code: refusal.code, message: refusal.message } });
      const headers = { ...securityHeaders, 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(body)), connection: 'close' };
      const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`).join('\r\n');
      socket.write(`HTTP/1.1 ${refusal.status} ${http.STATUS_CODES[refusal.status] ?? ''}\r\n${lines}\r\n\r\n${body}`);
    }
    socket.destroy(error);
  };
}
