import onboarding from '../../../flows/onboarding.json';
import { MemoryStorage } from '../../../test/support/memory-storage';
import { loadFlow } from '../../flow/load-flow';
import { createLocalStore, type LocalStore } from '../../platform/local-store';
import { createMemberApi, type MemberApi } from '../../platform/member-api';
import { memberSaveSender } from './use-save-queue';
import { syncProgress } from './server-progress';
import { writeProgress } from './progress-store';

// The page numbers each save of an enrolment (Save-Sequence) after the last, and after what the server acknowledged
// when it resumes; a save the server calls stale is done. Seen as the server sees it: the headers of each request.
const flow = loadFlow(onboarding);
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A member API on a fake network: each save is answered by `reply`, and its headers are recorded. */
function network(reply: (sequence: number, attempt: number) => Response = (sequence) => json(200, { stepId: 'x', saved: true, saveSequence: sequence })) {
  const saves: { sequence: string | undefined; key: string | undefined; body: string }[] = [];
  const impl = (_url: string, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    saves.push({ sequence: headers['Save-Sequence'], key: headers['Idempotency-Key'], body: typeof init?.body === 'string' ? init.body : '' });
    return Promise.resolve(reply(Number(headers['Save-Sequence']), saves.length));
  };
  return { api: createMemberApi('/member', impl as unknown as typeof fetch, { backoff: () => 0 }), saves };
}

/** Lets the sender's promises and zero-length waits run. */
const settle = async () => {
  for (let n = 0; n < 10; n += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

function page(api: MemberApi, store: LocalStore) {
  const sender = memberSaveSender(api, store, { isOnline: () => true, retryDelay: () => 0 });
  sender.start();
  return sender;
}

describe('Save-Sequence on the page', () => {
  it('raises the header with every save of the enrolment, and keeps it on every try of one save', async () => {
    let failOnce = true;
    const { api, saves } = network((sequence) => {
      if (sequence === 2 && failOnce) return ((failOnce = false), json(503, {}));
      return json(200, { stepId: 'x', saved: true, saveSequence: sequence });
    });
    const sender = page(api, createLocalStore(new MemoryStorage()));
    sender.enqueue('language', { language: 'EN' });
    sender.enqueue('country', { country: 'US' });
    sender.enqueue('region', { region: 'NY' });
    await sender.drained(5_000);
    expect(saves.map((save) => save.sequence)).toEqual(['1', '2', '2', '3']);
    expect(saves[1].key).toBe(saves[2].key);
    sender.enqueue('region', { region: 'CA' });
    await sender.drained(5_000);
    expect(saves.at(-1)?.sequence).toBe('4');
  });

  it('continues after the sequence the server acknowledged when a page resumes (the enrolment went on elsewhere)', async () => {
    const store = createLocalStore(new MemoryStorage());
    writeProgress(store, flow.version, { enrolmentId: 'e-1', stepId: 'profile', answers: {}, drafts: {}, visited: ['profile'] });
    const { api, saves } = network();
    // The sender exists before the page reads the server's copy, as on the page.
    const sender = page(api, store);
    const summary = async () => ({ status: 'in_progress', enrolmentId: 'e-1', flowVersion: flow.version, answers: { language: { language: 'EN' } }, saveSequence: 41 });
    await syncProgress({ flow, flowVersion: flow.version, api: { summary } as unknown as MemberApi, store, onSubmitted: () => {} });
    sender.enqueue('country', { country: 'US' });
    await sender.drained(5_000);
    expect(saves.map((save) => save.sequence)).toEqual(['42']);
    // A page opened afterwards on this device goes on from there too.
    sender.stop();
    const next = page(api, store);
    next.enqueue('region', { region: 'NY' });
    await next.drained(5_000);
    expect(saves.map((save) => save.sequence)).toEqual(['42', '43']);
  });

  it('sends the saves a closed page left behind with their own numbers, then numbers new ones after them', async () => {
    const storage = new MemoryStorage();
    const offline = network(() => json(503, {}));
    const closing = memberSaveSender(offline.api, createLocalStore(storage), { isOnline: () => false, retryDelay: () => 0 });
    closing.enqueue('language', { language: 'EN' });
    closing.enqueue('country', { country: 'US' });
    closing.stop();
    const { api, saves } = network();
    const sender = page(api, createLocalStore(storage));
    sender.enqueue('region', { region: 'NY' });
    await sender.drained(5_000);
    expect(saves.map((save) => [save.sequence, JSON.parse(save.body).answers])).toEqual([['1', { language: 'EN' }], ['2', { country: 'US' }], ['3', { region: 'NY' }]]);
  });

  it('treats 409 stale_save as done: no refusal, the queue drains and goes on after the newer save', async () => {
    const { api, saves } = network((sequence) => (sequence === 1 ? json(409, { error: { code: 'stale_save', message: 'newer applied', saveSequence: 9 } }) : json(200, { stepId: 'x', saved: true, saveSequence: sequence })));
    const sender = page(api, createLocalStore(new MemoryStorage()));
    const refused = jest.fn();
    sender.onRefused(refused);
    sender.enqueue('language', { language: 'EN' });
    await sender.drained(5_000);
    expect(refused).not.toHaveBeenCalled();
    expect(sender.status().waiting).toBe(0);
    sender.enqueue('country', { country: 'US' });
    await settle();
    await sender.drained(5_000);
    expect(saves.map((save) => save.sequence)).toEqual(['1', '10']);
  });
});
