import type { LogEntry } from './log-entry';
import { LogShippingError, shipEntries } from './log-transport';

const entry: LogEntry = { event: 'patient_state_undecodable', timestamp: '2024-01-01T00:00:00Z' };

describe('shipEntries (docs/spec/calls.md#log-shipping)', () => {
  it('POSTs {entries} as JSON with the key as Authorization, keepalive on, the session cookie only to its own origin', async () => {
    const fetchImpl = jest.fn((_url: RequestInfo | URL, _init?: RequestInit) => Promise.resolve(new Response('', { status: 200 })));
    await shipEntries(fetchImpl, '/member/logs', 'key-1', [entry]);
    expect(fetchImpl).toHaveBeenCalledWith('/member/logs', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'key-1' },
      body: JSON.stringify({ entries: [entry] }),
      keepalive: true,
      credentials: 'same-origin',
    });
  });

  it('sends a body too big for keepalive without it', async () => {
    const fetchImpl = jest.fn((_url: RequestInfo | URL, _init?: RequestInit) => Promise.resolve(new Response('', { status: 200 })));
    const big: LogEntry = { event: 'window_error', timestamp: '2024-01-01T00:00:00Z', error: 'TypeError', frames: Array.from({ length: 10 }, (_, f) => `${'x'.repeat(120)}.js:${f}:1`) };
    await shipEntries(fetchImpl, '/l', 'k', Array.from({ length: 50 }, () => big));
    expect(fetchImpl.mock.calls[0][1]?.keepalive).toBe(false);
  });

  it.each([
    [201, 'Status code 201'],
    [401, 'Status code 401'],
    [500, 'Status code 500'],
  ])('rejects a %i with "%s"', async (status, message) => {
    const fetchImpl = () => Promise.resolve(new Response('', { status }));
    await expect(shipEntries(fetchImpl as unknown as typeof fetch, '/l', 'k', [entry])).rejects.toEqual(new LogShippingError(message));
  });

  it('rejects a network failure with "Unable to reach logging proxy"', async () => {
    const fetchImpl = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(shipEntries(fetchImpl as unknown as typeof fetch, '/l', 'k', [entry])).rejects.toEqual(new LogShippingError('Unable to reach logging proxy'));
  });
});
