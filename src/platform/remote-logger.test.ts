import { createRemoteLogger, LOGGING_DISABLED_WARNING, type LoggingConfig } from './remote-logger';

const CONFIG: LoggingConfig = { logName: 'onboarding-web', apiKey: 'key-1', logCollectorURL: '/member/logs', flowHash: '0123456789abcdef' };

function setup(config: LoggingConfig = CONFIG, status: number | 'offline' = 200) {
  const bodies: { entries: Record<string, unknown>[] }[] = [];
  const fetchImpl = jest.fn((_url: RequestInfo | URL, init?: RequestInit) => {
    bodies.push(JSON.parse(init?.body as string));
    return status === 'offline' ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(new Response('', { status }));
  });
  const out = { warn: jest.fn(), error: jest.fn() };
  const logger = createRemoteLogger(config, { fetchImpl: fetchImpl, browser: { name: 'firefox', version: 133 }, console: out });
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
    logger.send({ event: 'patient_state_undecodable' });
    logger.flush();
    await jest.advanceTimersByTimeAsync(5000);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('ships each event with its time, the flow version and the browser, 5000 ms after the last entry', async () => {
    const { logger, fetchImpl, bodies, out } = setup();
    logger.send({ event: 'icon_load_failed', error: 'SvgIconError' });
    logger.send({ event: 'api_call_failed', endpoint: 'member/enrolment/submit', method: 'POST', status: 503, code: 'unavailable' });
    await jest.advanceTimersByTimeAsync(4999);
    expect(fetchImpl).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl.mock.calls[0][0]).toBe('/member/logs');
    expect(bodies[0].entries).toEqual([
      { event: 'icon_load_failed', error: 'SvgIconError', timestamp: '2024-03-10T08:09:10Z', flowHash: '0123456789abcdef', browser: { name: 'firefox', version: 133 } },
      { event: 'api_call_failed', endpoint: 'member/enrolment/submit', method: 'POST', status: 503, code: 'unavailable', timestamp: '2024-03-10T08:09:10Z', flowHash: '0123456789abcdef', browser: { name: 'firefox', version: 133 } },
    ]);
    expect(out.warn).not.toHaveBeenCalled();
  });

  it('carries the step the member is on, as it changes', async () => {
    const { logger, bodies } = setup();
    logger.setStep('profile');
    logger.send({ event: 'patient_state_undecodable' });
    logger.setStep(undefined);
    logger.send({ event: 'patient_state_undecodable' });
    logger.flush();
    await jest.advanceTimersByTimeAsync(0);
    expect(bodies[0].entries.map((e) => e.step)).toEqual(['profile', undefined]);
  });

  it('sends a full batch of 50 at once', async () => {
    const { logger, fetchImpl } = setup();
    for (let n = 0; n < 50; n += 1) logger.send({ event: 'patient_state_undecodable' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(0);
  });

  it.each([
    [500, 'Failed to notify the cloud logging API: Status code 500'],
    ['offline' as const, 'Unable to reach logging proxy'],
  ])('logs a failed shipment (%s) internally as "%s"', async (status, message) => {
    const { logger, out } = setup(CONFIG, status);
    logger.send({ event: 'patient_state_undecodable' });
    logger.flush();
    await jest.advanceTimersByTimeAsync(0);
    expect(out.error).toHaveBeenCalledWith(message);
  });
});
