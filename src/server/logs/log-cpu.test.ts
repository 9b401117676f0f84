import type { FastifyInstance } from 'fastify';
import onboarding from '../../../flows/onboarding.json';
import { loadFlow } from '../../flow/load-flow';
import { buildApp } from '../http/app';
import type { Database } from '../db/database';
import { openTestDatabase } from '../../../test/support/test-database';
import { CLIENT_LOG_EVENTS, MAX_FRAMES } from '../../client-log/client-log-events';
import { LOG_PROXY_LIMITS } from './log-proxy-limits';

const KEY = 'log-key-for-tests';
/** The most CPU one batch may cost the node, whatever it holds. */
const MAX_CPU_MS = 40;
let db: Database;
let app: FastifyInstance;
const logs: string[] = [];
beforeAll(async () => {
  db = await openTestDatabase();
  // The node's bytes per second are raised: this measures what one admitted batch costs, not how many are admitted.
  app = await buildApp({
    db, flow: loadFlow(onboarding), serveApp: false, rateLimit: false, logger: { write: (line: string) => void logs.push(line) },
    logProxyLimits: { ...LOG_PROXY_LIMITS, nodeBytesPerSecond: 1024 ** 3 },
    config: { flagOverrides: {}, cookieSecure: false, appHost: 'https://app.test', distDir: '/nonexistent', logApiKey: KEY },
  });
});
afterAll(async () => {
  await app.close();
  await db.close();
});

// U+FDFA is one character that NFKC expands to eighteen; U+FB2C and U+1F1E6 are costly too.
const hostile = (chars: number) => '\uFDFA\uFB2C\u{1F1E6}'.repeat(Math.ceil(chars / 4)).slice(0, chars);
const BODY_LIMIT = 256 * 1024;

/** Batches of the worst kinds, each as big as the route takes. */
const WORST: [string, () => object][] = [
  // The old shape: one free text per entry, as long as fits in the body.
  ['free texts of U+FDFA', () => ({ entries: Array.from({ length: 10 }, () => ({ logName: 'web', resource: { type: 'global' }, timestamp: '2026-11-21T15:00:00Z', severity: 500, labels: {}, textPayload: hostile(8000) })) })],
  // Every field of an allowed event at the longest a field may be, made of U+FDFA: each is refused.
  ['every field of 50 entries full of U+FDFA', () => ({ entries: Array.from({ length: 50 }, () => ({ event: 'render_failed', timestamp: hostile(20), step: hostile(40), flowHash: hostile(16), browser: { name: hostile(10), version: 1 }, error: hostile(30), component: hostile(10), frames: Array.from({ length: MAX_FRAMES }, () => hostile(140)) })) })],
  // 50 allowed entries at their largest: every frame as long as the pattern allows.
  ['50 allowed entries at their largest', () => ({ entries: Array.from({ length: 50 }, (_, i) => ({ event: 'render_failed', timestamp: '2026-11-21T15:00:00Z', step: 'profile', flowHash: '0123456789abcdef', browser: { name: 'chrome', version: 131 }, error: 'TypeError', component: 'app', frames: Array.from({ length: MAX_FRAMES }, (_f, f) => `${'a'.repeat(110)}${i}${f}.js:9999999:9999999`) })) })],
  // One entry of U+FDFA as long as the body limit allows, in an unknown field.
  ['one entry as big as the body limit', () => ({ entries: [{ event: 'patient_state_undecodable', timestamp: '2026-11-21T15:00:00Z', note: hostile(Math.floor(BODY_LIMIT / 4) - 200) }] })],
];

const cpuMs = async (payload: string) => {
  const before = process.cpuUsage();
  const res = await app.inject({ method: 'POST', url: '/member/logs', headers: { authorization: KEY, 'content-type': 'application/json' }, payload });
  const used = process.cpuUsage(before);
  return { status: res.statusCode, ms: (used.user + used.system) / 1000 };
};

describe('one batch costs the node at most 40 ms of CPU', () => {
  it('knows the events it measures', () => {
    expect(CLIENT_LOG_EVENTS.render_failed.fields).toEqual(['error', 'component', 'frames']);
  });

  it.each(WORST)('%s', async (_case, batch) => {
    const payload = JSON.stringify(batch());
    expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(BODY_LIMIT);
    for (let i = 0; i < 3; i += 1) await cpuMs(payload); // warms the code paths
    const runs: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      const { status, ms } = await cpuMs(payload);
      expect(status).toBe(200);
      runs.push(ms);
    }
    runs.sort((a, b) => a - b);
    console.log(`${_case}: ${runs.map((ms) => ms.toFixed(1)).join(', ')} ms of CPU`);
    // The median of nine: CPU time is the process's own, but a garbage collection can land in any one run.
    expect(runs[4]).toBeLessThanOrEqual(MAX_CPU_MS);
  });
});
