import { installLogHandlers } from './log-window-handlers';
import { SILENT_LOGGER, type Logger } from './remote-logger';

function fakeWindow() {
  const handlers = new Map<string, (event: unknown) => void>();
  return {
    handlers,
    target: {
      addEventListener: jest.fn((type: string, handler: (event: unknown) => void) => handlers.set(type, handler)),
      removeEventListener: jest.fn((type: string) => handlers.delete(type)),
    } as unknown as Pick<Window, 'addEventListener' | 'removeEventListener'>,
  };
}

const spyLogger = (): Logger & { error: jest.Mock; flush: jest.Mock } => ({ ...SILENT_LOGGER, enabled: true, error: jest.fn(), flush: jest.fn() });

describe('window handlers of the logging helper (SPEC §8)', () => {
  it.each([
    ['an uncaught error', 'error', { message: 'Uncaught TypeError: x is undefined', filename: 'https://join.test/v3/dist/main.js?v=1', lineno: 3, colno: 14 }, ['Window error:', 'Uncaught TypeError: x is undefined', 'at https://join.test/v3/dist/main.js:3:14']],
    ['an error event without a message', 'error', { message: '', error: new RangeError('too far') }, ['Window error:', 'RangeError: too far']],
    ['a rejected Error', 'unhandledrejection', { reason: new TypeError('Failed to fetch') }, ['Uncaught promise:', 'TypeError: Failed to fetch']],
    ['a rejected value', 'unhandledrejection', { reason: { code: 7 } }, ['Uncaught promise:', { code: 7 }]],
  ])('logs %s', (_case, type, event, args) => {
    const { handlers, target } = fakeWindow();
    const logger = spyLogger();
    installLogHandlers(target, logger);
    handlers.get(type)?.(event);
    expect(logger.error).toHaveBeenCalledWith(...args);
  });

  it('flushes on pagehide, and uninstalls', () => {
    const { handlers, target } = fakeWindow();
    const logger = spyLogger();
    const uninstall = installLogHandlers(target, logger);
    handlers.get('pagehide')?.({});
    expect(logger.flush).toHaveBeenCalledTimes(1);
    uninstall();
    expect([...handlers.keys()]).toEqual([]);
  });

  it('installs nothing for a disabled logger', () => {
    const { target } = fakeWindow();
    installLogHandlers(target, SILENT_LOGGER);
    expect(target.addEventListener).not.toHaveBeenCalled();
  });
});
