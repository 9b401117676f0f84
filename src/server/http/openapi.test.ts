import { execFileSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import onboarding from '../../../flows/onboarding.json';
import { loadFlow } from '../../flow/load-flow';
import type { Database } from '../db/database';
import { buildApp } from './app';
import { openTestDatabase } from '../../../test/support/test-database';
import { EnrolmentStarted, SlotAnswer, SlotList, stepSavedAnswer } from '../../contract/member-api';
import { MAX_SAVE_SEQUENCE } from '../enrolment/save-order';

const ROOT = path.resolve(__dirname, '../../..');
const STAFF = { authorization: 'Bearer staff-token-for-the-contract' };
// Pages, built files and the documents themselves: what a browser or a tool fetches, not operations of the API.
const NOT_OPERATIONS = [
  'GET /', 'GET /v3/dist', 'GET /v3/dist/', 'GET /v3/dist/*', 'GET /v3/dist/index.html', 'GET /v3/dist/console.html',
  'GET /console', 'GET /console/', 'GET /console/*', 'GET /v3/dist/__dev/status', 'GET /member/openapi.json', 'GET /staff/openapi.json',
];
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

interface Operation {
  operationId?: string;
  summary?: string;
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
}
interface OpenApiDocument {
  openapi: string;
  jsonSchemaDialect?: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas?: Record<string, unknown> };
}
interface Problem {
  document: string;
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  pointer: string;
  ignored: boolean;
}

let db: Database;
let app: FastifyInstance;
let dist: string;
const routes: string[] = [];

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div><script id="runtime-config" type="application/json"></script>');
  fs.writeFileSync(path.join(dist, 'console.html'), '<!doctype html><div id="root"></div>');
  db = await openTestDatabase();
  // Every optional route on: the log proxy, "continue later" (mail), the console, the dev status, the pages.
  app = await buildApp({
    db, flow: loadFlow(onboarding), rateLimit: true, devStatus: () => ({ version: 1, problems: [] }),
    onRoute: (route: RouteOptions) => void (Array.isArray(route.method) ? route.method : [route.method]).forEach((method) => routes.push(`${method} ${route.url}`)),
    config: {
      flagOverrides: {}, cookieSecure: false, appHost: 'https://app.test', distDir: dist, logApiKey: 'log-key', staffTokens: { ana: STAFF.authorization.slice('Bearer '.length) },
      mail: { smtpUrl: 'smtp://127.0.0.1:9', from: 'care@example.org', publicUrl: 'https://app.test' },
    },
  });
});
afterAll(async () => {
  await app.close();
  await db.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const memberDocument = async () => (await app.inject('/member/openapi.json')).json<OpenApiDocument>();
const staffDocument = async () => (await app.inject({ url: '/staff/openapi.json', headers: STAFF })).json<OpenApiDocument>();
const operationsOf = (doc: OpenApiDocument) =>
  Object.entries(doc.paths).flatMap(([url, item]) => METHODS.filter((method) => item[method]).map((method) => ({ key: `${method.toUpperCase()} ${url.replace(/\{(\w+)\}/g, ':$1')}`, operation: item[method] })));

function lint(documents: Record<string, OpenApiDocument>): Problem[] {
  const output = execFileSync(process.execPath, [path.join(ROOT, 'test/support/redocly-lint.mjs')], {
    cwd: ROOT, input: JSON.stringify({ config: path.join(ROOT, 'redocly.yaml'), documents }), encoding: 'utf8',
  });
  return JSON.parse(output) as Problem[];
}

describe('the OpenAPI documents', () => {
  it('are OpenAPI 3.1 with JSON Schema 2020-12, one for the member API and one for staff', async () => {
    const [member, staff] = [await memberDocument(), await staffDocument()];
    expect([member.openapi, staff.openapi]).toEqual(['3.1.0', '3.1.0']);
    expect(member.jsonSchemaDialect).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(Object.keys(member.paths).filter((url) => url.startsWith('/staff'))).toEqual([]);
    expect(Object.keys(staff.paths).filter((url) => !url.startsWith('/staff/'))).toEqual([]);
  });

  it('keeps the staff document behind the staff sign-in', async () => {
    const anonymous = await app.inject('/staff/openapi.json');
    expect([anonymous.statusCode, anonymous.json<{ error: { code: string } }>().error.code]).toEqual([401, 'unauthorized']);
    const wrong = await app.inject({ url: '/staff/openapi.json', headers: { authorization: 'Bearer not-a-staff-token' } });
    expect([wrong.statusCode, wrong.json<{ error: { code: string } }>().error.code, wrong.body.includes('paths')]).toEqual([403, 'forbidden', false]);
    const signedIn = await app.inject({ url: '/staff/openapi.json', headers: STAFF });
    expect([signedIn.statusCode, signedIn.headers['cache-control']]).toEqual([200, 'no-store']);
  });

  it('pass Redocly\'s recommended rules with no error and no warning but the accepted ones', async () => {
    const problems = lint({ 'member-openapi.json': await memberDocument(), 'staff-openapi.json': await staffDocument() });
    const open = problems.filter((problem) => !problem.ignored).map((problem) => `${problem.document} ${problem.severity} ${problem.ruleId} ${problem.pointer}: ${problem.message}`);
    expect(open).toEqual([]);
    // The accepted ones, each justified in .redocly.lint-ignore.yaml: the health probes answer no 4xx, the native form post answers 303.
    expect(problems.filter((problem) => problem.ignored).map((problem) => `${problem.ruleId} ${problem.pointer}`).sort()).toEqual([
      'operation-2xx-response #/paths/~1member~1first-step/post/responses',
      'operation-4xx-response #/paths/~1healthz/get/responses',
      'operation-4xx-response #/paths/~1readyz/get/responses',
    ]);
  });

  it('document every route the server answers, and only those', async () => {
    const documented = [...operationsOf(await memberDocument()), ...operationsOf(await staffDocument())].map((entry) => entry.key);
    expect(routes.length).toBeGreaterThan(20);
    // Fastify answers HEAD beside every GET by itself; it is the GET's operation.
    const answered = routes.filter((route) => !(route.startsWith('HEAD ') && routes.includes(`GET ${route.slice('HEAD '.length)}`)));
    expect(NOT_OPERATIONS.filter((route) => !answered.includes(route))).toEqual([]);
    expect(answered.filter((route) => !NOT_OPERATIONS.includes(route) && !documented.includes(route)).sort()).toEqual([]);
    expect(documented.filter((route) => !answered.includes(route)).sort()).toEqual([]);
    expect(documented.filter((route) => NOT_OPERATIONS.includes(route))).toEqual([]);
  });

  it('give every operation a unique camelCase operationId, a summary and error responses in the one error schema', async () => {
    const operations = [...operationsOf(await memberDocument()), ...operationsOf(await staffDocument())];
    const ids = operations.map((entry) => entry.operation.operationId);
    expect(operations.filter((entry) => !/^[a-z][a-zA-Z0-9]*$/.test(entry.operation.operationId ?? '')).map((entry) => entry.key)).toEqual([]);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(operations.filter((entry) => !entry.operation.summary).map((entry) => entry.key)).toEqual([]);
    const errorSchemas = operations.flatMap((entry) => Object.entries(entry.operation.responses).filter(([status]) => Number(status) >= 400).map(([status, response]) => ({ at: `${entry.key} ${status}`, schema: response.content?.['application/json']?.schema })));
    expect(errorSchemas.length).toBeGreaterThan(operations.length);
    const shared = { $ref: '#/components/schemas/ErrorResponse' };
    expect(errorSchemas.filter(({ schema }) => !(JSON.stringify(schema) === JSON.stringify(shared) || JSON.stringify((schema as { allOf?: unknown[] } | undefined)?.allOf?.[0]) === JSON.stringify(shared))).map(({ at }) => at)).toEqual([]);
    // Liveness answers 200 whenever the process answers at all; every other operation says how it fails on the server's side.
    expect(operations.filter((entry) => !Object.keys(entry.operation.responses).some((status) => /^5/.test(status))).map((entry) => entry.key)).toEqual(['GET /healthz']);
  });

  it('name the codes a member route answers 401 with, the left device\'s two among them', async () => {
    // The routes of the member's own enrolment, opened by the session cookie (the log proxy has its own key).
    const withSession = operationsOf(await memberDocument()).filter((entry) => / \/member\/enrolment(\/|$)/.test(entry.key) && entry.operation.responses['401']);
    expect(withSession.map((entry) => entry.key)).toEqual(expect.arrayContaining(['GET /member/enrolment', 'PUT /member/enrolment/steps/:stepId', 'POST /member/enrolment/submit', 'POST /member/enrolment/resume-link']));
    const codesOf = (entry: (typeof withSession)[number]) => {
      const schema = entry.operation.responses['401'].content?.['application/json']?.schema as { allOf?: { properties?: { error?: { properties?: { code?: { enum?: string[] } } } } }[] } | undefined;
      return schema?.allOf?.[1]?.properties?.error?.properties?.code?.enum;
    };
    expect(withSession.filter((entry) => JSON.stringify(codesOf(entry)) !== JSON.stringify(['no_session', 'session_expired', 'enrolment_moved', 'enrolment_submitted_elsewhere'])).map((entry) => entry.key)).toEqual([]);
  });

  it('answer the member routes with the contract\'s shapes', async () => {
    const member = await memberDocument();
    const answer = (url: string, method: string, status: string) => member.paths[url][method].responses[status].content?.['application/json'].schema;
    expect(answer('/member/enrolments', 'post', '201')).toEqual(JSON.parse(JSON.stringify(EnrolmentStarted)));
    expect(answer('/member/enrolment/steps/{stepId}', 'put', '200')).toEqual(JSON.parse(JSON.stringify(stepSavedAnswer(MAX_SAVE_SEQUENCE))));
    expect(answer('/member/enrolment/slots', 'get', '200')).toEqual(JSON.parse(JSON.stringify(SlotList)));
    expect(answer('/member/enrolment/booking', 'post', '201')).toEqual(JSON.parse(JSON.stringify(SlotAnswer)));
  });

  it('name each operation as clients call it, whatever else the document changes', async () => {
    const ids = Object.fromEntries([...operationsOf(await memberDocument()), ...operationsOf(await staffDocument())].map((entry) => [entry.key, entry.operation.operationId]));
    expect(ids).toMatchObject({
      'POST /member/enrolments': 'startEnrolment', 'PUT /member/enrolment/steps/:stepId': 'saveStep', 'POST /member/enrolment/submit': 'submitEnrolment',
      'GET /member/enrolment': 'getEnrolment', 'GET /staff/enrolments/:id': 'getStaffEnrolment', 'GET /healthz': 'getLiveness',
    });
  });
});
