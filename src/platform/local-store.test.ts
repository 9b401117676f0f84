import { createLocalStore } from './local-store';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() { return this.items.size; }
  clear() { this.items.clear(); }
  getItem(key: string) { return this.items.get(key) ?? null; }
  key(index: number) { return [...this.items.keys()][index] ?? null; }
  removeItem(key: string) { this.items.delete(key); }
  setItem(key: string, value: string) { this.items.set(key, value); }
}

describe('local store', () => {
  it.each([
    ['an object', '{"a":1}', { a: 1 }],
    ['an array stays raw', '[1,2]', '[1,2]'],
    ['a number stays raw', '42', '42'],
    ['a plain string', 'hello', 'hello'],
  ])('reads %s', (_name, raw, expected) => {
    const storage = new MemoryStorage();
    storage.setItem('k', raw);
    expect(createLocalStore(storage).read('k')).toEqual(expected);
  });

  it('merges an object into the stored object', () => {
    const storage = new MemoryStorage();
    const store = createLocalStore(storage);
    store.write('k', { a: 1, b: 1 });
    store.write('k', { b: 2, c: 3 });
    expect(store.read('k')).toEqual({ a: 1, b: 2, c: 3 });
    expect(storage.getItem('k')).toBe('{"a":1,"b":2,"c":3}');
  });

  it('replaces a raw value with an object, stores strings raw, and deletes', () => {
    const store = createLocalStore(new MemoryStorage());
    store.write('k', 'text');
    expect(store.read('k')).toBe('text');
    store.write('k', { a: 1 });
    expect(store.read('k')).toEqual({ a: 1 });
    store.remove('k');
    expect(store.read('k')).toBeUndefined();
  });
});
