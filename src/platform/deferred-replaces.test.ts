import { MemoryStorage } from '../../test/support/memory-storage';
import { deferReplaces, type PaintWindow } from './deferred-replaces';
import { createLocalStore } from './local-store';

/** A window whose frames, tasks and page events the test runs by hand. */
function paintWindow() {
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const listeners = new Map<string, (() => void)[]>();
  const listen = (type: string, listener: () => void) => listeners.set(type, [...(listeners.get(type) ?? []), listener]);
  const document = { visibilityState: 'visible' as DocumentVisibilityState, addEventListener: listen };
  const win: PaintWindow = {
    requestAnimationFrame: (callback) => frames.push(callback),
    setTimeout: (callback) => tasks.push(callback),
    addEventListener: listen,
    document,
  };
  const paint = () => {
    for (const frame of frames.splice(0)) frame();
    for (const task of tasks.splice(0)) task();
  };
  const fire = (type: string) => {
    for (const listener of listeners.get(type) ?? []) listener();
  };
  return { win, document, paint, fire };
}

function setUp() {
  const storage = new MemoryStorage();
  const page = paintWindow();
  const store = deferReplaces(createLocalStore(storage), page.win);
  return { storage, store, ...page };
}

describe('deferReplaces', () => {
  it('stores a replaced record after the next paint, the latest one only', () => {
    const { storage, store, paint } = setUp();
    expect(storage.getItem('k')).toBeNull();
    store.replace('k', { step: 1 });
    store.replace('k', { step: 2 });
    expect(storage.getItem('k')).toBeNull();
    paint();
    expect(storage.getItem('k')).toBe('{"step":2}');
  });

  it('reads and merges after what is pending, and a removal is not undone by it', () => {
    const { storage, store, paint } = setUp();
    store.replace('k', { a: 1 });
    expect(store.read('k')).toEqual({ a: 1 });
    store.replace('k', { a: 2 });
    store.write('k', { b: 1 });
    expect(storage.getItem('k')).toBe('{"a":2,"b":1}');
    store.replace('k', { a: 3 });
    store.remove('k');
    paint();
    expect(storage.getItem('k')).toBeNull();
  });

  it.each(['pagehide', 'freeze'])('stores what is pending at once on %s', (type) => {
    const { storage, store, fire } = setUp();
    store.replace('k', { a: 1 });
    expect(storage.getItem('k')).toBeNull();
    fire(type);
    expect(storage.getItem('k')).toBe('{"a":1}');
  });

  it('stores what is pending when the page is hidden, and at once while it is hidden', () => {
    const { storage, store, document, fire } = setUp();
    store.replace('k', { a: 1 });
    fire('visibilitychange');
    expect(storage.getItem('k')).toBeNull();
    document.visibilityState = 'hidden';
    fire('visibilitychange');
    expect(storage.getItem('k')).toBe('{"a":1}');
    store.replace('k', { a: 2 });
    expect(storage.getItem('k')).toBe('{"a":2}');
  });
});
