import fs from 'fs';
import os from 'os';
import path from 'path';
import type { FastifyInstance } from 'fastify';
import onboarding from '../../../flows/onboarding.json';
import { loadFlow } from '../../flow/load-flow';
import { buildApp } from '../http/app';
import type { Database } from '../db/database';
import { openTestDatabase } from '../../../test/support/test-database';

const KEY = 'log-key-for-tests';
const SCRIPT = 'main.e947cb96.js';
let db: Database;
let app: FastifyInstance;
let logs: string[];
let distDir: string;

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'log-dist-'));
  fs.writeFileSync(path.join(distDir, SCRIPT), '');
  db = await openTestDatabase();
});
afterAll(async () => {
  await db.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});
beforeEach(async () => {
  logs = [];
  app = await buildApp({
    db, flow: loadFlow(onboarding), serveApp: false, rateLimit: false, logger: { write: (line: string) => void logs.push(line) },
    config: { flagOverrides: {}, cookieSecure: false, appHost: 'https://app.test', distDir, logApiKey: KEY },
  });
});
afterEach(() => app.close());

const AT = '2026-11-21T15:00:00Z';
const windowError = (extra: object = {}) => ({ event: 'window_error', timestamp: AT, step: 'profile', flowHash: '0123456789abcdef', browser: { name: 'firefox', version: 133 }, error: 'TypeError', frames: [`${SCRIPT}:1:2345`], ...extra });
const ship = (body: unknown, authorization = KEY) => app.inject({ method: 'POST', url: '/member/logs', headers: { authorization }, payload: body as object });
const clientLines = () => logs.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === 'client log');
const droppedLines = () => logs.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => typeof line.msg === 'string' && line.msg.startsWith('client log entries dropped'));

describe('log proxy', () => {
  it('accepts up to 50 allowed entries with the key and writes each as its typed fields, at its event\'s level', async () => {
    const res = await ship({ entries: Array.from({ length: 50 }, () => windowError()) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ accepted: 50, dropped: 0 });
    const lines = clientLines();
    expect(lines).toHaveLength(50);
    expect(lines[0]).toMatchObject({ level: 50, source: 'client', event: 'window_error', clientTime: AT, step: 'profile', flowHash: '0123456789abcdef', browser: { name: 'firefox', version: 133 }, error: 'TypeError', frames: [`${SCRIPT}:1:2345`] });
    expect(droppedLines()).toEqual([]);
  });

  it('takes the flow hash under its previous name flowVersion from a page of the previous release, and writes it as flowHash', async () => {
    const { flowHash, ...rest } = windowError();
    const res = await ship({ entries: [{ ...rest, flowVersion: flowHash }, windowError(), { ...rest, flowVersion: 'not-a-hash' }] });
    expect(res.json()).toEqual({ accepted: 2, dropped: 1 });
    const lines = clientLines();
    expect(lines.map((line) => [line.flowHash, 'flowVersion' in line])).toEqual([['0123456789abcdef', false], ['0123456789abcdef', false]]);
  });

  it('writes every event of the table', async () => {
    const entries = [
      { event: 'unhandled_rejection', timestamp: AT, error: 'ChunkLoadError', frames: [] },
      { event: 'render_failed', timestamp: AT, error: 'other', component: 'app', frames: [`${SCRIPT}:1:2`] },
      { event: 'chunk_load_failed', timestamp: AT, chunk: SCRIPT },
      { event: 'icon_load_failed', timestamp: AT, error: 'SvgIconError' },
      { event: 'api_call_failed', timestamp: AT, endpoint: 'member/enrolment/saveStep', method: 'PUT', status: 503, code: 'unavailable' },
      { event: 'patient_state_undecodable', timestamp: AT },
    ];
    expect((await ship({ entries })).json()).toEqual({ accepted: 6, dropped: 0 });
    expect(clientLines().map((line) => [line.event, line.level])).toEqual([
      ['unhandled_rejection', 50], ['render_failed', 50], ['chunk_load_failed', 50], ['icon_load_failed', 40], ['api_call_failed', 40], ['patient_state_undecodable', 50],
    ]);
  });

  it('writes a file that is not one of the page\'s scripts only as a keyed hash, the same within the process', async () => {
    const entries = [windowError({ frames: ['quintanilla.js:1:2', `${SCRIPT}:3:4`] }), { event: 'chunk_load_failed', timestamp: AT, chunk: 'quintanilla.js' }];
    expect((await ship({ entries })).json()).toEqual({ accepted: 2, dropped: 0 });
    const [error, chunk] = clientLines();
    expect(logs.join('\n')).not.toMatch(/quintanilla/i);
    expect(error.frames).toEqual([expect.stringMatching(/^#[0-9a-f]{16}:1:2$/), `${SCRIPT}:3:4`]);
    expect(chunk.chunk).toBe((error.frames as string[])[0].split(':')[0]);
  });

  it.each<[string, unknown, string | undefined, number]>([
    ['a wrong key', { entries: [windowError()] }, 'nope', 401],
    ['51 entries', { entries: Array.from({ length: 51 }, () => windowError()) }, undefined, 400],
    ['no entries', { entries: [] }, undefined, 400],
    ['entries that are not a list', { entries: { 0: windowError() } }, undefined, 400],
    ['a field beside the entries', { entries: [windowError()], user: 'x' }, undefined, 400],
    ['a control character', { entries: [windowError({ error: 'Type\u0007Error' })] }, undefined, 400],
  ])('refuses %s, writing nothing', async (_name, body, key, status) => {
    expect((await ship(body, key)).statusCode).toBe(status);
    expect(clientLines()).toEqual([]);
  });

  it.each<[string, unknown]>([
    ['an unknown event', { event: 'debug_dump', timestamp: AT }],
    ['an entry of the old shape', { logName: 'web', resource: { type: 'global' }, timestamp: AT, severity: 500, labels: {}, textPayload: 'render failed' }],
    ['an extra field', windowError({ message: 'x is undefined' })],
    ['an extra field in the browser', windowError({ browser: { name: 'chrome', version: 1, ua: 'Mozilla' } })],
    ['a missing field', { event: 'window_error', timestamp: AT, error: 'TypeError' }],
    ['a field of another event', windowError({ status: 500 })],
    ['a string for a number', { event: 'api_call_failed', timestamp: AT, endpoint: 'other', method: 'GET', status: '500', code: 'other' }],
    ['a number out of range', { event: 'api_call_failed', timestamp: AT, endpoint: 'other', method: 'GET', status: 600, code: 'other' }],
    ['an error name not listed', windowError({ error: 'SilvaError' })],
    ['a step the flow does not have', windowError({ step: 'secrets' })],
    ['a frame with an origin', windowError({ frames: [`https://join.example/v3/dist/${SCRIPT}:1:2`] })],
    ['a frame with a query', windowError({ frames: [`${SCRIPT}?x=1:1:2`] })],
    ['eleven frames', windowError({ frames: Array.from({ length: 11 }, () => `${SCRIPT}:1:2`) })],
    ['a huge frame', windowError({ frames: [`${'a'.repeat(100_000)}.js:1:2`] })],
    ['a timestamp with milliseconds', windowError({ timestamp: '2026-11-21T15:00:00.123Z' })],
    ['null', null],
    ['a string', 'window_error'],
    ['a list', [windowError()]],
    ['an event name of the prototype', { event: 'constructor', timestamp: AT }],
  ])('drops and counts %s, never writing it', async (_name, hostileEntry) => {
    const res = await ship({ entries: [windowError(), hostileEntry, windowError()] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ accepted: 2, dropped: 1 });
    expect(clientLines()).toHaveLength(2);
    expect(droppedLines()).toEqual([expect.objectContaining({ dropped: 1, notAllowed: 1, overBudget: 0 })]);
  });

  it('is off without a configured key', async () => {
    const off = await buildApp({ db, flow: loadFlow(onboarding), serveApp: false, rateLimit: false, config: { flagOverrides: {}, cookieSecure: false, appHost: 'https://app.test', distDir } });
    expect((await off.inject({ method: 'POST', url: '/member/logs', headers: { authorization: 'x' }, payload: { entries: [windowError()] } })).statusCode).toBe(404);
    await off.close();
  });
});
