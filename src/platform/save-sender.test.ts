import { MemoryStorage } from '../../test/support/memory-storage';
import type { QueuedSave } from '../flow/save-queue';
import { createLocalStore } from './local-store';
import { ApiCallError } from './member-api';
import { createSaveSender, SAVE_QUEUE_KEY, type SaveSenderOptions } from './save-sender';

/** A server whose answers the test gives one by one: every request waits until answered. */
function heldServer() {
  const requests: { save: QueuedSave; answer: (error?: Error) => void }[] = [];
  const send = (save: QueuedSave) => new Promise<void>((resolve, reject) => requests.push({ save, answer: (error) => (error ? reject(error) : resolve()) }));
  return { requests, send };
}

/** Lets the sender's promises and zero-length waits run. */
const tick = async () => {
  for (let n = 0; n < 5; n += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

function setUp(overrides: Partial<SaveSenderOptions> = {}, storage = new MemoryStorage()) {
  const server = heldServer();
  const events = new EventTarget();
  let online = true;
  let key = 0;
  const store = createLocalStore(storage);
  const sender = createSaveSender({ store, send: server.send, isOnline: () => online, events, retryDelay: () => 0, newKey: () => `save_key_${(key += 1)}`, ...overrides });
  sender.start();
  const stored = () => (store.read(SAVE_QUEUE_KEY) as { items?: QueuedSave[] } | undefined)?.items?.map((item) => item.stepId) ?? [];
  const goOnline = () => ((online = true), events.dispatchEvent(new Event('online')));
  return { sender, server, store, storage, stored, setOffline: () => (online = false), goOnline };
}

describe('the save sender', () => {
  it('sends saves one at a time in order, each dropped from storage only once acknowledged', async () => {
    const { sender, server, stored } = setUp();
    expect(stored()).toEqual([]);
    sender.enqueue('language', { language: 'EN' }, 'en-US');
    sender.enqueue('country', { country: 'US' }, 'en-US');
    await tick();
    expect(server.requests.map((r) => [r.save.stepId, r.save.key])).toEqual([['language', 'save_key_1']]);
    expect(stored()).toEqual(['language', 'country']);
    server.requests[0].answer();
    await tick();
    expect(stored()).toEqual(['country']);
    expect(server.requests.map((r) => r.save.stepId)).toEqual(['language', 'country']);
    server.requests[1].answer();
    await sender.drained(1_000);
    expect(stored()).toEqual([]);
    expect(sender.status().waiting).toBe(0);
  });

  it('holds a queued save in storage until sendLater lets it go, and sends it then', async () => {
    const later: (() => void)[] = [];
    const { sender, server, stored } = setUp({ sendLater: (send) => later.push(send) });
    await tick();
    expect(server.requests).toEqual([]);
    sender.enqueue('language', { language: 'EN' }, 'en-US');
    await tick();
    expect(server.requests).toEqual([]);
    expect(stored()).toEqual(['language']);
    later.splice(0).forEach((send) => send());
    await tick();
    expect(server.requests.map((r) => r.save.stepId)).toEqual(['language']);
  });

  it('tries a save again with the same key after a network failure, and never again once acknowledged', async () => {
    const { sender, server } = setUp();
    sender.enqueue('profile', { firstName: 'A' });
    await tick();
    server.requests[0].answer(new ApiCallError(0, 'timeout', 'no answer'));
    await tick();
    server.requests[1].answer(new ApiCallError(503, 'unavailable', 'down'));
    await tick();
    server.requests[2].answer();
    await sender.drained(1_000);
    await tick();
    expect(server.requests.map((r) => r.save.key)).toEqual(['save_key_1', 'save_key_1', 'save_key_1']);
  });

  it('waits offline for the connection, says so, and sends when it is back', async () => {
    const { sender, server, setOffline, goOnline, stored } = setUp();
    setOffline();
    sender.enqueue('language', { language: 'EN' });
    sender.enqueue('country', { country: 'US' });
    await tick();
    expect(server.requests).toEqual([]);
    expect(sender.status()).toEqual({ waiting: 2, offline: true });
    await expect(sender.drained(1_000)).rejects.toMatchObject({ code: 'network_error' });
    goOnline();
    await tick();
    server.requests[0].answer();
    await tick();
    server.requests[1].answer();
    await sender.drained(1_000);
    expect([stored(), sender.status()]).toEqual([[], { waiting: 0, offline: false }]);
  });

  it('takes a failed fetch (the browser offline without saying so) as offline, and resends on the online event', async () => {
    const { sender, server, goOnline } = setUp({ retryDelay: () => 60_000 });
    sender.enqueue('language', { language: 'EN' });
    await tick();
    server.requests[0].answer(new ApiCallError(0, 'network_error', 'failed to fetch'));
    await tick();
    expect(sender.status().offline).toBe(true);
    goOnline();
    await tick();
    server.requests[1].answer();
    await sender.drained(1_000);
    expect(server.requests.map((r) => r.save.key)).toEqual(['save_key_1', 'save_key_1']);
  });

  it('stops at a refusal, tells its listener, and sends the rest after the step is saved again', async () => {
    const { sender, server, stored } = setUp();
    const refused: [string, string][] = [];
    sender.onRefused((save, error) => refused.push([save.stepId, error.code]));
    sender.enqueue('profile', { firstName: '' });
    sender.enqueue('about-you', { gender: 'female' });
    await tick();
    server.requests[0].answer(new ApiCallError(400, 'validation_failed', 'no', [{ field: 'firstName', rule: 'required' }]));
    await tick();
    expect(refused).toEqual([['profile', 'validation_failed']]);
    expect(stored()).toEqual(['about-you']);
    await expect(sender.drained(1_000)).rejects.toMatchObject({ code: 'validation_failed', stepId: 'profile' });
    expect(server.requests).toHaveLength(1);
    sender.enqueue('profile', { firstName: 'Ana' });
    await tick();
    server.requests[1].answer();
    await tick();
    server.requests[2].answer();
    await sender.drained(1_000);
    expect(server.requests.map((r) => [r.save.stepId, r.save.answers])).toEqual([['profile', { firstName: '' }], ['profile', { firstName: 'Ana' }], ['about-you', { gender: 'female' }]]);
  });

  it('sends after a reload what the page left unacknowledged, with the same key', async () => {
    const first = setUp();
    first.sender.enqueue('language', { language: 'EN' });
    await tick();
    first.sender.stop();
    const second = setUp({}, first.storage);
    await tick();
    expect(second.server.requests.map((r) => [r.save.stepId, r.save.key, r.save.sent])).toEqual([['language', 'save_key_1', true]]);
  });

  it('ends a wait for the queue at its deadline when a save hangs, and keeps the save', async () => {
    const { sender, stored } = setUp();
    sender.enqueue('language', { language: 'EN' });
    await expect(sender.drained(20)).rejects.toMatchObject({ code: 'timeout' });
    expect(stored()).toEqual(['language']);
  });

  it('answers a wait at once when nothing is queued', async () => {
    const { sender } = setUp();
    await expect(sender.drained(1_000)).resolves.toBeUndefined();
  });

  it('starts over empty: a new enrolment never gets the saves of the old one', async () => {
    const { sender, stored, server } = setUp();
    sender.enqueue('language', { language: 'EN' });
    sender.clear();
    expect([stored(), sender.status().waiting]).toEqual([[], 0]);
    await tick();
    server.requests.forEach((r) => r.answer());
    expect(stored()).toEqual([]);
  });
});
