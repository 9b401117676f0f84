import { MemoryStorage } from '../../../test/support/memory-storage';
import { createLocalStore } from '../../platform/local-store';
import onboarding from '../../../flows/onboarding.json';
import { loadFlow, resolveFlags } from '../../flow/load-flow';
import { progressFromServer, PROGRESS_KEY, readProgress, savedEnrolmentId, writeProgress } from './progress-store';


const progress = { enrolmentId: 'e-1', stepId: 'profile', answers: { country: { country: 'US' } }, drafts: {}, visited: ['country', 'profile'] };

describe('saved progress keeps the flags its path follows', () => {
  it('gives back the flags written with the progress, on the same flow version only', () => {
    const storage = new MemoryStorage();
    const store = createLocalStore(storage);
    expect(readProgress(store, 'v1')).toBeUndefined();
    writeProgress(store, 'v1', progress, { showHipaaConsent: false });
    expect(readProgress(store, 'v1')).toEqual({ ...progress, returnTo: undefined, flags: { showHipaaConsent: false } });
    expect(readProgress(store, 'v2')).toBeUndefined();
  });

  it('reads progress without flags, or with malformed ones, as progress without flags (the page config decides)', () => {
    const storage = new MemoryStorage();
    const store = createLocalStore(storage);
    writeProgress(store, 'v1', progress);
    expect(readProgress(store, 'v1')).not.toHaveProperty('flags');
    storage.setItem(PROGRESS_KEY, JSON.stringify({ flowVersion: 'v1', ...progress, flags: { showHipaaConsent: 'yes' } }));
    expect(readProgress(store, 'v1')).not.toHaveProperty('flags');
  });
});

describe('the saved record names the flow hash flowHash', () => {
  const raw = (storage: MemoryStorage) => JSON.parse(storage.getItem(PROGRESS_KEY) ?? 'null') as Record<string, unknown> | null;

  it('writes the flow hash as flowHash, never as flowVersion (the label staff publish)', () => {
    const storage = new MemoryStorage();
    writeProgress(createLocalStore(storage), '0123456789abcdef', progress);
    expect([raw(storage)?.flowHash, 'flowVersion' in (raw(storage) ?? {})]).toEqual(['0123456789abcdef', false]);
  });

  it('reads a record saved by the previous release under flowVersion, and rewrites it once under flowHash', () => {
    const storage = new MemoryStorage();
    const store = createLocalStore(storage);
    storage.setItem(PROGRESS_KEY, JSON.stringify({ flowVersion: '0123456789abcdef', ...progress, flags: { showHipaaConsent: true } }));
    expect(readProgress(store, '0123456789abcdef')).toEqual({ ...progress, returnTo: undefined, flags: { showHipaaConsent: true } });
    expect(raw(storage)).toEqual({ flowHash: '0123456789abcdef', ...progress, flags: { showHipaaConsent: true } });
    // Read again: the record now has the new name only, and the member's progress is still there.
    expect(readProgress(store, '0123456789abcdef')).toEqual({ ...progress, returnTo: undefined, flags: { showHipaaConsent: true } });
  });

  it('keeps the new name when a record carries both, and leaves a malformed or foreign record unread', () => {
    const storage = new MemoryStorage();
    const store = createLocalStore(storage);
    storage.setItem(PROGRESS_KEY, JSON.stringify({ flowHash: 'aaaaaaaaaaaaaaaa', flowVersion: 'bbbbbbbbbbbbbbbb', ...progress }));
    expect(readProgress(store, 'bbbbbbbbbbbbbbbb')).toBeUndefined();
    expect(readProgress(store, 'aaaaaaaaaaaaaaaa')).toMatchObject({ enrolmentId: 'e-1' });
    for (const stored of ['', 'not json', '{"flowVersion": 7}', '{"flowVersion": "\u0000\ud800"}', JSON.stringify({ flowVersion: 'x'.repeat(100_000) })]) {
      storage.setItem(PROGRESS_KEY, stored);
      expect(readProgress(store, '0123456789abcdef')).toBeUndefined();
    }
  });
});

describe('progress from the server', () => {
  const flow = loadFlow(onboarding);
  const server = {
    enrolmentId: 'e-2', flowVersion: 'v2', flags: resolveFlags(flow, {}), presets: { unit: 'move' },
    answers: { language: { language: 'EN' }, country: { country: 'US' }, region: { region: 'NY' } }, drafts: { timezone: { timezone: 'Europe/Paris' } },
  };

  it('names the enrolment of a saved record of any version', () => {
    const store = createLocalStore(new MemoryStorage());
    expect(savedEnrolmentId(store)).toBeUndefined();
    writeProgress(store, 'v1', progress);
    expect(savedEnrolmentId(store)).toBe('e-1');
    expect(readProgress(store, 'v2')).toBeUndefined();
  });

  it('lands on the first step the path still needs, with the server answers and the set-aside typing as drafts', () => {
    const resumed = progressFromServer(flow, server, '2026-01-10');
    expect(resumed).toMatchObject({ enrolmentId: 'e-2', stepId: 'timezone', answers: server.answers, drafts: server.drafts });
    expect(resumed.visited).toEqual(['language', 'country', 'region', 'timezone']);
  });

  it('counts what the server holds of a step it asks again as kept, as the flow machine does within a visit', () => {
    const partial = { ...server, answers: { ...server.answers, timezone: { timezone: 'America/New_York' } }, drafts: { profile: { firstName: 'A', dateOfBirth: '1990-01-01' } } };
    const resumed = progressFromServer(flow, partial, '2026-01-10');
    expect(resumed.kept).toEqual({ profile: { firstName: 'A', dateOfBirth: '1990-01-01' } });
    // The member's own unsaved typing on this device is a draft, never something the server holds.
    const local = { enrolmentId: 'e-2', stepId: 'profile', answers: {}, drafts: { profile: { firstName: 'Ana' } }, visited: [] };
    expect(progressFromServer(flow, partial, '2026-01-10', undefined, local).kept).toEqual({ profile: { firstName: 'A', dateOfBirth: '1990-01-01' } });
    // Saved and read back, as the page does before it opens the flow on it.
    const store = createLocalStore(new MemoryStorage());
    writeProgress(store, 'v2', resumed);
    expect(readProgress(store, 'v2')?.kept).toEqual({ profile: { firstName: 'A', dateOfBirth: '1990-01-01' } });
  });

  it('keeps the place and unsaved typing of the same enrolment and version', () => {
    const local = { enrolmentId: 'e-2', stepId: 'country', answers: {}, drafts: { region: { region: 'CA' } }, visited: ['language', 'country'] };
    const resumed = progressFromServer(flow, server, '2026-01-10', undefined, local);
    expect(resumed.stepId).toBe('country');
    expect(resumed.drafts).toEqual({ ...server.drafts, region: { region: 'CA' } });
  });
});
