import { createServerKeepAlive, KEEP_ALIVE_INTERVAL_MS } from './server-keep-alive';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the server keep-alive', () => {
  it('pings on activity only when the server has not been contacted for 5 minutes', async () => {
    expect(KEEP_ALIVE_INTERVAL_MS).toBe(300_000);
    const ping = jest.fn(() => Promise.resolve());
    const keepAlive = createServerKeepAlive(ping);
    keepAlive.contacted();
    jest.advanceTimersByTime(299_999);
    keepAlive.activity();
    expect(ping).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    keepAlive.activity();
    keepAlive.activity();
    expect(ping).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(0);
    keepAlive.activity();
    expect(ping).toHaveBeenCalledTimes(1);
  });

  it('counts a saved step as contact', () => {
    const ping = jest.fn(() => Promise.resolve());
    const keepAlive = createServerKeepAlive(ping);
    jest.advanceTimersByTime(250_000);
    keepAlive.contacted();
    jest.advanceTimersByTime(250_000);
    keepAlive.activity();
    expect(ping).not.toHaveBeenCalled();
  });

  it('survives a failed ping and tries again after the interval', async () => {
    const ping = jest.fn(() => Promise.reject(new Error('401')));
    const keepAlive = createServerKeepAlive(ping);
    keepAlive.contacted();
    jest.advanceTimersByTime(KEEP_ALIVE_INTERVAL_MS);
    keepAlive.activity();
    await jest.advanceTimersByTimeAsync(KEEP_ALIVE_INTERVAL_MS);
    keepAlive.activity();
    expect(ping).toHaveBeenCalledTimes(2);
  });

  it('pings nothing before the first contact (no server session yet)', async () => {
    const ping = jest.fn(() => Promise.resolve());
    const keepAlive = createServerKeepAlive(ping);
    jest.advanceTimersByTime(KEEP_ALIVE_INTERVAL_MS * 2);
    keepAlive.activity();
    expect(await keepAlive.refresh()).toBeUndefined();
    expect(ping).not.toHaveBeenCalled();
  });

  it.each([
    [() => Promise.resolve(), true],
    [() => Promise.reject(new Error('offline')), false],
  ])('refreshes at once when the member stays (answer %#: %s)', async (reply, expected) => {
    const ping = jest.fn(reply);
    const keepAlive = createServerKeepAlive(ping);
    keepAlive.contacted();
    expect(await keepAlive.refresh()).toBe(expected);
    expect(ping).toHaveBeenCalledTimes(1);
  });
});
