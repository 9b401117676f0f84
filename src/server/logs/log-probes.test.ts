import { createHarness, US_ADULT_STEPS, type Harness } from '../../../test/support/test-harness';
import { foldForSearch, LOG_PROBES, PROBE_MEMBER } from '../../../test/support/log-probes';

const KEY = 'log-key-for-tests';
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ logApiKey: KEY, captureLogs: true });
});
afterAll(() => h.close());

/** Every string of a logged JSON line, keys included, folded as a reader would see past the tricks. */
function foldedStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(foldForSearch(value));
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) {
    out.push(foldForSearch(key));
    foldedStrings(item, out);
  }
  return out;
}
const leaked = () => {
  const seen = h.logs.flatMap((line) => foldedStrings(JSON.parse(line)));
  return LOG_PROBES.filter((probe) => seen.some((text) => text.includes(probe.secret))).map((probe) => probe.trick);
};

// The entry the page used to send: free text, labels and the page's address.
const textEntry = (textPayload: string, labels: Record<string, string> = {}) => ({
  logName: 'onboarding-v3-web', resource: { type: 'global' }, timestamp: '2026-11-21T15:00:00Z', severity: 500, labels: { url: 'https://join.example/v3/dist/profile', ...labels }, textPayload,
});
/** Each probe in each field an entry has: its text, a `page:` address, a label's value, its log name and resource. */
const PROBE_LINES = LOG_PROBES.flatMap(({ text }) => [
  textEntry(text),
  textEntry('render failed', { page: `https://join.example/v3/dist/${text}` }),
  textEntry('render failed', { component: text }),
]);
// Each probe in each field of an allowed entry.
const typedEntries = (text: string) => [
  { event: text, timestamp: '2026-11-21T15:00:00Z' },
  { event: 'window_error', timestamp: '2026-11-21T15:00:00Z', error: text, frames: [] },
  { event: 'window_error', timestamp: '2026-11-21T15:00:00Z', error: 'TypeError', frames: [`${text}:1:2`] },
  { event: 'render_failed', timestamp: '2026-11-21T15:00:00Z', error: 'TypeError', component: text, frames: [] },
  { event: 'chunk_load_failed', timestamp: '2026-11-21T15:00:00Z', chunk: text },
  { event: 'api_call_failed', timestamp: '2026-11-21T15:00:00Z', endpoint: 'member/enrolment/saveStep', method: 'PUT', status: 400, code: text },
  { event: 'patient_state_undecodable', timestamp: '2026-11-21T15:00:00Z', step: text },
  { event: 'patient_state_undecodable', timestamp: text },
  { event: 'patient_state_undecodable', timestamp: '2026-11-21T15:00:00Z', flowHash: text },
  { event: 'patient_state_undecodable', timestamp: '2026-11-21T15:00:00Z', browser: { name: text, version: 1 } },
  { event: 'patient_state_undecodable', timestamp: '2026-11-21T15:00:00Z', note: text },
];

const ship = (entries: object[], cookie?: string) =>
  h.app.inject({ method: 'POST', url: '/member/logs', headers: { authorization: KEY, ...(cookie ? { cookie } : {}) }, payload: { entries } });

describe('the log proxy writes none of the probes', () => {
  let cookie: string;
  beforeAll(async () => {
    const member = await h.start();
    cookie = member.cookie;
    for (const [stepId, answers] of US_ADULT_STEPS.slice(0, 5)) {
      const res = await h.save(cookie, stepId, stepId === 'profile' ? PROBE_MEMBER : answers);
      expect(res.statusCode).toBe(200);
    }
  });
  beforeEach(() => {
    h.logs.length = 0;
  });

  it('has one probe line per trick and field: 57', () => {
    expect(PROBE_LINES).toHaveLength(57);
  });

  it.each([['without the member\'s session', false], ['with the member\'s session', true]])('drops every probe line %s, and counts it', async (_case, withSession) => {
    const counts = { accepted: 0, dropped: 0 };
    for (let i = 0; i < PROBE_LINES.length; i += 19) {
      const batch = PROBE_LINES.slice(i, i + 19);
      const res = await ship(batch, withSession ? cookie : undefined);
      expect(res.statusCode).toBe(200);
      const answer = res.json<{ accepted: number; dropped: number }>();
      counts.accepted += answer.accepted;
      counts.dropped += answer.dropped;
    }
    expect(h.logs.length).toBeGreaterThan(0);
    expect(leaked()).toEqual([]);
    expect(counts).toEqual({ accepted: 0, dropped: 57 });
  });

  it('drops every probe put in any field of an allowed event', async () => {
    for (const probe of LOG_PROBES) {
      const entries = typedEntries(probe.text);
      const res = await ship(entries, cookie);
      expect({ trick: probe.trick, status: res.statusCode, answer: res.json() }).toEqual({ trick: probe.trick, status: 200, answer: { accepted: 0, dropped: entries.length } });
    }
    expect(leaked()).toEqual([]);
  });
});
