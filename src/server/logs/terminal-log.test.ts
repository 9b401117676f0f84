import { createHarness, type Harness } from '../../../test/support/test-harness';
import { terminalLog } from './terminal-log';

const KEY = 'log-key-for-tests';
// HH:MM:SS LEVEL: req-N ...: one line per event, as a person reads it in a terminal.
const LINE_START = /^\d\d:\d\d:\d\d (INFO|WARN|ERROR): req-[0-9a-z]+ /;

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ logApiKey: KEY, captureLogs: true, logFormat: 'pretty' });
});
afterAll(() => h.close());
beforeEach(() => {
  h.logs.length = 0;
});

// What the terminal shows: the written text cut into its lines.
const shown = () => h.logs.join('').split('\n').filter((line) => line !== '');

describe('readable log lines in a terminal', () => {
  it('shows a request as one short line: time, level, request id, method, address, status and time taken', async () => {
    expect(shown()).toEqual([]);
    expect((await h.app.inject('/healthz')).statusCode).toBe(200);
    expect(shown()).toEqual([expect.stringMatching(/^\d\d:\d\d:\d\d INFO: req-[0-9a-z]+ GET \/healthz 200 \d+(\.\d)?ms$/)]);
  });

  it('shows a refused request with its status and without its query', async () => {
    expect((await h.app.inject('/member/nothing?email=ana.silva@example.org')).statusCode).toBe(404);
    expect(shown()).toEqual([expect.stringMatching(/^\d\d:\d\d:\d\d INFO: req-[0-9a-z]+ GET \/member\/nothing 404 \d+(\.\d)?ms$/)]);
  });

  it('keeps a huge address to one short line', async () => {
    const res = await h.app.inject(`/member/${'a'.repeat(8_000)}`);
    expect(res.statusCode).toBe(404);
    expect(shown()).toHaveLength(1);
    expect(shown()[0]).toMatch(LINE_START);
    expect(shown()[0].length).toBeLessThanOrEqual(200);
  });

  it("shows a browser's log entry on one line as its event and fields", async () => {
    const entry = { event: 'window_error', timestamp: '2026-11-21T15:00:00Z', step: 'profile', error: 'TypeError', frames: ['main.e947cb96.js:1:2'] };
    const res = await h.app.inject({ method: 'POST', url: '/member/logs', headers: { authorization: KEY }, payload: { entries: [entry] } });
    expect(res.statusCode).toBe(200);
    const lines = shown().filter((line) => line.includes('client log'));
    expect(shown()).toHaveLength(2);
    expect(lines).toEqual([expect.stringMatching(LINE_START)]);
    expect(lines[0]).toMatch(/ERROR: req-[0-9a-z]+ client log event=window_error step=profile error=TypeError$/);
  });

  it('writes nothing a browser forged: an entry of free text is dropped, line breaks and all', async () => {
    const forged = 'render failed\n12:00:00 INFO req-1 GET /healthz 200 1ms\r\t\u202eevil';
    const entry = { logName: 'web', resource: { type: 'global' }, timestamp: '2026-11-21T15:00:00Z', severity: 400, labels: {}, textPayload: forged };
    const res = await h.app.inject({ method: 'POST', url: '/member/logs', headers: { authorization: KEY }, payload: { entries: [entry] } });
    expect(res.json()).toEqual({ accepted: 0, dropped: 1 });
    expect(shown()).toHaveLength(2);
    expect(shown().join('\n')).not.toMatch(/render failed|evil|GET \/healthz/);
    expect(shown().filter((line) => /\p{Cc}|\p{Cf}/u.test(line))).toEqual([]);
  });
});

describe('terminalLog', () => {
  const written: string[] = [];
  const log = terminalLog({ write: (text: string) => void written.push(text) }, false);
  beforeEach(() => {
    written.length = 0;
  });

  it("shows an error's class and message on the line, not its stack", () => {
    log.write(`${JSON.stringify({ level: 50, time: Date.UTC(2026, 10, 21, 15, 4, 5), reqId: 'req-7', err: { type: 'TypeError', message: 'x is not a function', stack: ['at a (a.ts:1:1)', 'at b (b.ts:2:2)'] }, msg: 'unhandled error' })}\n`);
    expect(written.join('').split('\n').filter(Boolean)).toEqual([expect.stringMatching(/^\d\d:\d\d:\d\d ERROR: req-7 unhandled error TypeError: x is not a function$/)]);
  });

  it("escapes a terminal's control codes wherever they come from (an error message), so none is acted on", () => {
    log.write(`${JSON.stringify({ level: 40, time: 0, msg: 'database unavailable \u001b[2J\u001b]0;owned\u0007\u009b31m' })}\n`);
    const [line, ...more] = written.join('').split('\n').filter(Boolean);
    expect(more).toEqual([]);
    expect(line).toMatch(/^\d\d:\d\d:\d\d WARN: database unavailable /);
    expect(line).not.toMatch(/\p{Cc}/u);
  });

  it('shows a line that is not JSON as it is, on one line', () => {
    log.write('not json\n');
    expect(written.join('').split('\n').filter(Boolean)).toEqual(['not json']);
  });
});
