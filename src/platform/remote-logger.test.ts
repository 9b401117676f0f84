import { createRemoteLogger, LOGGING_DISABLED_WARNING, type LoggingConfig } from './remote-logger';

const CONFIG: LoggingConfig = { logName: 'onboarding-web', apiKey: 'key-1', logCollectorURL: '/member/logs', logLabels: { app: 'onboarding' } };

function setup(config: LoggingConfig = CONFIG, status: number | 'offline' = 200) {
  const bodies: { entries: { severity: number; labels: Record<string, string>; textPayload: string; timestamp: string; logName: string; resource: { type: string } }[] }[] = [];
  const fetchImpl = jest.fn((_url: RequestInfo | URL, init?: RequestInit) => {
    bodies.push(JSON.parse(init?.body as string));
    return status === 'offline' ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(new Response('', { status }));
  });
  const out = { warn: jest.fn(), error: jest.fn() };
  const logger = createRemoteLogger(config, { fetchImpl: fetchImpl, pageUrl: () => 'https://join.test/v3/dist/profile', console: out });
  return { logger, fetchImpl, bodies, out };
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(new Date('2024-03-10T08:09:10.500Z'));
});
afterEach(() => jest.useRealTimers());

describe('the remote logger', () => {
  it.each([
    ['no log name', { ...CONFIG, logName: undefined }],
    ['no API key', { ...CONFIG, apiKey: '' }],
    ['no collector URL', { ...CONFIG, logCollectorURL: undefined }],
  ])('is disabled with a warning when there is %s', async (_case, config) => {
    const { logger, fetchImpl, out } = setup(config);
    expect(out.warn).toHaveBeenCalledWith(LOGGING_DISABLED_WARNING);
    expect(logger.enabled).toBe(false);
    logger.error('boom');
    logger.flush();
    await jest.advanceTimersByTimeAsync(5000);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('ships each level with its severity, the url label and the configured labels, 5000 ms after the last entry', async () => {
    const { logger, fetchImpl, bodies, out } = setup();
    logger.info('a', 1);
    logger.debug('b');
    logger.log('c');
    logger.warn('d', { x: true });
    logger.error('e');
    await jest.advanceTimersByTimeAsync(4999);
    expect(fetchImpl).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl.mock.calls[0][0]).toBe('/member/logs');
    expect(bodies[0].entries.map((e) => [e.severity, e.textPayload])).toEqual([[200, 'a 1'], [200, 'b'], [200, 'c'], [400, 'd {"x":true}'], [500, 'e']]);
    expect(bodies[0].entries[0]).toEqual({
      logName: 'onboarding-web', resource: { type: 'global' }, timestamp: '2024-03-10T08:09:10Z', severity: 200,
      labels: { app: 'onboarding', url: 'https://join.test/v3/dist/profile' }, textPayload: 'a 1',
    });
    expect(out.warn).not.toHaveBeenCalled();
  });

  it('sets and removes labels at run time', async () => {
    const { logger, bodies } = setup();
    logger.setLabel('step', 'profile');
    logger.info('with');
    logger.removeLabel('step');
    logger.removeLabel('app');
    logger.info('without');
    logger.flush();
    await jest.advanceTimersByTimeAsync(0);
    expect(bodies[0].entries.map((e) => e.labels)).toEqual([
      { app: 'onboarding', step: 'profile', url: 'https://join.test/v3/dist/profile' },
      { url: 'https://join.test/v3/dist/profile' },
    ]);
  });

  it('sends a full batch of 50 at once', async () => {
    const { logger, fetchImpl } = setup();
    for (let n = 0; n < 50; n += 1) logger.info(n);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(0);
  });

  it.each([
    [500, 'Failed to notify the cloud logging API: Status code 500'],
    ['offline' as const, 'Unable to reach logging proxy'],
  ])('logs a failed shipment (%s) internally as "%s"', async (status, message) => {
    const { logger, out } = setup(CONFIG, status);
    logger.error('boom');
    logger.flush();
    await jest.advanceTimersByTimeAsync(0);
    expect(out.error).toHaveBeenCalledWith(message);
  });
});
