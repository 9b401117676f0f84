import { MemoryStorage } from '../../test/support/memory-storage';
import { createLocalStore } from './local-store';
import { forgetRememberedChoices, PREFILL_KEY, readRememberedChoices, rememberedChoicesOf, writeRememberedChoices } from './prefill-store';

describe('the remembered choices in local storage', () => {
  it('starts empty, keeps what is written, and forgets it', () => {
    const storage = new MemoryStorage();
    const store = createLocalStore(storage);
    expect(readRememberedChoices(store)).toEqual({});
    writeRememberedChoices(store, { language: 'EN', country: 'GB-SCT', region: 'EDH', timezone: 'America/Argentina/Buenos_Aires' });
    expect(readRememberedChoices(store)).toEqual({ language: 'EN', country: 'GB-SCT', region: 'EDH', timezone: 'America/Argentina/Buenos_Aires' });
    forgetRememberedChoices(store);
    expect(storage.getItem(PREFILL_KEY)).toBeNull();
    expect(readRememberedChoices(store)).toEqual({});
  });

  it('replaces rather than merges, and stores nothing for no choices', () => {
    const storage = new MemoryStorage();
    const store = createLocalStore(storage);
    writeRememberedChoices(store, { language: 'EN', country: 'CA' });
    writeRememberedChoices(store, { language: 'FR' });
    expect(readRememberedChoices(store)).toEqual({ language: 'FR' });
    writeRememberedChoices(store, {});
    expect(storage.getItem(PREFILL_KEY)).toBeNull();
  });

  it.each([
    ['free text', { firstName: 'Ana Silva' }, {}],
    ['an email', { email: 'ana@example.org' }, {}],
    ['a number', { language: 3 }, {}],
    ['a phone', { phone: '+1 212 555 0100' }, {}],
    ['a bad name', { 'con structor': 'EN', __proto__: 'EN' }, {}],
    ['not an object', ['EN'], {}],
    ['a string', 'EN', {}],
    ['codes', { language: 'EN', x: '' }, { language: 'EN' }],
  ])('drops %s read back from storage', (_case, stored, expected) => {
    expect(rememberedChoicesOf(stored)).toEqual(expected);
  });
});
