import { MemoryStorage } from '../../test/support/memory-storage';
import { createLocalStore } from '../platform/local-store';
import { PROGRESS_KEY, readProgress, writeProgress } from './progress-store';


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
