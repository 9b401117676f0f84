import onboarding from '../flows/onboarding.json';
import { loadFlow } from '../src/flow/load-flow';
import { allowedEntry } from '../src/server/logs/client-log-schema';
import { createLogEntry } from '../src/platform/log-entry';
import { browserOf } from '../src/platform/log-browser';
import { apiFailureEvent, renderFailedEvent, uncaughtEvent } from '../src/platform/log-error-events';
import { CLIENT_API_CODES, CLIENT_ENDPOINTS, CLIENT_ERROR_NAMES, CLIENT_LOG_EVENTS } from '../src/client-log/client-log-events';

// The page's entries and the proxy's allow-list come from one table: whatever the page makes, the proxy writes.
const flow = loadFlow(onboarding);
const allowed = allowedEntry(flow.steps.map((step) => step.id));
const STACK = 'TypeError: x\n    at f (https://join.example/v3/dist/main.e947cb96.js:1:23456)\n    at g (https://join.example/v3/dist/main.e947cb96.js:1:9)';

const events = [
  uncaughtEvent('window_error', { name: 'TypeError', stack: STACK }),
  uncaughtEvent('window_error', 'a thrown string', ['main.e947cb96.js:3:14']),
  uncaughtEvent('unhandled_rejection', { reason: 'x' }),
  uncaughtEvent('unhandled_rejection', Object.assign(new Error('Loading chunk 243 failed.'), { name: 'ChunkLoadError', request: 'https://join.example/v3/dist/243.2a957ae6.js' })),
  renderFailedEvent(new RangeError('x'), 'app'),
  renderFailedEvent({ stack: `${STACK}\n`.repeat(20) }, 'resume'),
  { event: 'icon_load_failed', error: 'SvgIconError' } as const,
  { event: 'patient_state_undecodable' } as const,
  ...CLIENT_ENDPOINTS.flatMap((namespace) => CLIENT_API_CODES.map((code) => apiFailureEvent({ namespace, method: 'post', status: 409, code }))),
  apiFailureEvent({ namespace: 'member/other', method: 'get', status: 0, code: 'network' }),
  ...CLIENT_ERROR_NAMES.map((name) => uncaughtEvent('window_error', { name })),
];

describe('every entry the page makes is one the proxy allows', () => {
  it('covers every event of the table', () => {
    expect(new Set(events.map((event) => event.event))).toEqual(new Set(Object.keys(CLIENT_LOG_EVENTS)));
  });

  it.each([
    ['with every context', { step: flow.steps[0].id, flowVersion: '0123456789abcdef', browser: browserOf('Mozilla/5.0 Chrome/131.0.0.0 Safari/537.36') }],
    ['with none', {}],
    ['before the flow is known', { flowVersion: flow.version, browser: browserOf('') }],
  ])('%s', (_case, context) => {
    const refused = events.map((event) => createLogEntry(event, context, new Date('2026-11-21T15:00:00.250Z'))).filter((entry) => !allowed(entry));
    expect(refused).toEqual([]);
  });
});
