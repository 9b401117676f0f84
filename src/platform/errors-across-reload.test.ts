import { keepErrorsThroughReload, noteErrorsShown, clearErrorsShown, takeErrorsToShowAgain } from './errors-across-reload';

const memoryStorage = (): Storage => {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
};

describe('errors shown across a dev reload', () => {
  it('shows the errors again on the step they were shown on, once, only after the dev server reloaded the page', () => {
    const storage = memoryStorage();
    noteErrorsShown(storage, 'profile');
    expect(takeErrorsToShowAgain(storage, 'profile')).toBe(false);
    keepErrorsThroughReload(storage);
    expect(takeErrorsToShowAgain(storage, 'profile')).toBe(true);
    expect(takeErrorsToShowAgain(storage, 'profile')).toBe(false);
  });

  it('forgets them when the page lands on another step, or when the step stopped showing them', () => {
    const storage = memoryStorage();
    noteErrorsShown(storage, 'profile');
    keepErrorsThroughReload(storage);
    expect(takeErrorsToShowAgain(storage, 'timezone')).toBe(false);
    expect(takeErrorsToShowAgain(storage, 'profile')).toBe(false);
    noteErrorsShown(storage, 'profile');
    clearErrorsShown(storage, 'profile');
    keepErrorsThroughReload(storage);
    expect(takeErrorsToShowAgain(storage, 'profile')).toBe(false);
  });

  it('does nothing without storage (disabled or refused by the browser)', () => {
    const refusing = { ...memoryStorage(), getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } } as Storage;
    expect(() => noteErrorsShown(refusing, 'profile')).not.toThrow();
    expect(() => keepErrorsThroughReload(refusing)).not.toThrow();
    expect(takeErrorsToShowAgain(refusing, 'profile')).toBe(false);
    expect(takeErrorsToShowAgain(undefined, 'profile')).toBe(false);
  });
});
