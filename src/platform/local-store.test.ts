import { MemoryStorage } from '../../test/support/memory-storage';
import { createLocalStore } from './local-store';


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

  it('replaces a stored object whole, in one write, so keys it no longer has do not linger', () => {
    const storage = new MemoryStorage();
    const store = createLocalStore(storage);
    store.write('k', { a: 1, b: 1 });
    expect(store.read('k')).toEqual({ a: 1, b: 1 });
    store.replace('k', { b: 2 });
    expect(storage.getItem('k')).toBe('{"b":2}');
    expect(store.read('k')).toEqual({ b: 2 });
  });
});
