import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads once however often it is asked, and marks the promise fulfilled for React\'s use', async () => {
    let loads = 0;
    const load = loadOnce(async () => (loads += 1));
    expect(loads).toBe(0);
    const first = load();
    expect(load()).toBe(first);
    expect(await first).toBe(1);
    expect(first).toMatchObject({ status: 'fulfilled', value: 1 });
    expect(await load()).toBe(1);
    expect(loads).toBe(1);
  });

  it('tries again after a failed load', async () => {
    let loads = 0;
    const load = loadOnce(async () => {
      loads += 1;
      if (loads === 1) throw new Error('network blip');
      return 'loaded';
    });
    await expect(load()).rejects.toThrow('network blip');
    expect(await load()).toBe('loaded');
    expect(loads).toBe(2);
  });
});
