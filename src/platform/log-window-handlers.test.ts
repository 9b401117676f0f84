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

const spyLogger = (): Logger & { send: jest.Mock; flush: jest.Mock } => ({ ...SILENT_LOGGER, enabled: true, send: jest.fn(), flush: jest.fn() });

describe('window handlers of the logger (docs/spec/errors.md#logger)', () => {
  it.each([
    ['an uncaught error', 'error', { message: 'Uncaught TypeError: Marisol is undefined', filename: 'https://join.test/v3/dist/main.js?v=1', lineno: 3, colno: 14 }, { event: 'window_error', error: 'other', frames: ['main.js:3:14'] }],
    ['an error event with its error', 'error', { message: 'x', error: Object.assign(new RangeError('too far for Marisol'), { stack: 'RangeError: too far\n    at f (https://join.test/v3/dist/main.js:9:8)' }) }, { event: 'window_error', error: 'RangeError', frames: ['main.js:9:8'] }],
    ['an error in an inline script', 'error', { message: 'x', filename: 'https://join.test/v3/dist/profile?email=marisol.q%40clinic-mail.example', lineno: 1, colno: 1 }, { event: 'window_error', error: 'other', frames: [] }],
    ['a rejected Error', 'unhandledrejection', { reason: Object.assign(new TypeError('Failed to fetch'), { stack: '' }) }, { event: 'unhandled_rejection', error: 'TypeError', frames: [] }],
    ['a rejected value', 'unhandledrejection', { reason: { code: 7, email: 'marisol.q@clinic-mail.example' } }, { event: 'unhandled_rejection', error: 'other', frames: [] }],
    ['a chunk that failed to load', 'unhandledrejection', { reason: Object.assign(new Error('Loading chunk 243 failed.'), { name: 'ChunkLoadError', request: 'https://join.test/v3/dist/243.2a957ae6.js' }) }, { event: 'chunk_load_failed', chunk: '243.2a957ae6.js' }],
  ])('logs %s as its event, without its message', (_case, type, event, sent) => {
    const { handlers, target } = fakeWindow();
    const logger = spyLogger();
    installLogHandlers(target, logger);
    handlers.get(type)?.(event);
    expect(logger.send).toHaveBeenCalledWith(sent);
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
