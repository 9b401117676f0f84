import { apiFailureEvent, errorName, patientStateLog, renderFailedEvent, scriptName, stackFrames, uncaughtEvent } from './log-error-events';
import { SILENT_LOGGER } from './remote-logger';

const CHROME_STACK = [
  'TypeError: Cannot read properties of undefined (reading \'Quintanilla\')',
  '    at Ve (https://join.example/v3/dist/main.e947cb96.js:1:23456)',
  '    at https://join.example/v3/dist/profile-step.0a1b2c3d.js?v=2:2:17',
  '    at <anonymous>',
].join('\n');
const FIREFOX_STACK = 'Ve@https://join.example/v3/dist/main.e947cb96.js:1:23456\n@https://join.example/v3/dist/boot.1d192b5a.js:1:99\n';

describe('the page\'s error events carry no free text', () => {
  it.each([
    [new TypeError('x of Marisol'), 'TypeError'],
    [Object.assign(new Error('m'), { name: 'ChunkLoadError' }), 'ChunkLoadError'],
    [Object.assign(new Error('m'), { name: 'Marisol Quintanilla' }), 'other'],
    ['a string', 'other'],
    [null, 'other'],
    [{ name: 42 }, 'other'],
  ])('names %p %s', (value, name) => {
    expect(errorName(value)).toBe(name);
  });

  it('keeps the frames of a Chrome or Firefox stack as file:line:column, never the message or the origin', () => {
    expect(stackFrames({ stack: CHROME_STACK })).toEqual(['main.e947cb96.js:1:23456', 'profile-step.0a1b2c3d.js:2:17']);
    expect(stackFrames({ stack: FIREFOX_STACK })).toEqual(['main.e947cb96.js:1:23456', 'boot.1d192b5a.js:1:99']);
    expect(stackFrames({ stack: 'Error: marisol.q@clinic-mail.example:1:2' })).toEqual([]);
    expect(stackFrames({ stack: 12 })).toEqual([]);
  });

  it('keeps at most ten frames, and reads a huge stack at once', () => {
    const stack = `${'x'.repeat(1_000_000)}\n${'    at f (https://x/main.js:1:2)\n'.repeat(40)}`;
    const started = Date.now();
    expect(stackFrames({ stack: `Error\n${'    at f (https://x/main.js:1:2)\n'.repeat(40)}` })).toHaveLength(10);
    stackFrames({ stack });
    expect(Date.now() - started).toBeLessThan(500);
  });

  it.each([
    ['https://join.example/v3/dist/main.e947cb96.js?x=marisol#y', 'main.e947cb96.js'],
    ['https://join.example/v3/dist/', undefined],
    ['https://join.example/v3/dist/profile?email=marisol.q%40clinic-mail.example', undefined],
    [undefined, undefined],
  ])('reads the script name of %s as %s', (url, name) => {
    expect(scriptName(url)).toBe(name);
  });

  it('says a chunk that failed to load by its script name', () => {
    const error = Object.assign(new Error('Loading chunk 243 failed.\n(missing: https://join.example/v3/dist/243.2a957ae6.js)'), { name: 'ChunkLoadError', request: 'https://join.example/v3/dist/243.2a957ae6.js' });
    expect(uncaughtEvent('unhandled_rejection', error)).toEqual({ event: 'chunk_load_failed', chunk: '243.2a957ae6.js' });
    expect(renderFailedEvent(error, 'app')).toEqual({ event: 'chunk_load_failed', chunk: '243.2a957ae6.js' });
  });

  it('says a window error by its name and frames, the event\'s own place when the error has no stack', () => {
    expect(uncaughtEvent('window_error', { name: 'TypeError', stack: CHROME_STACK })).toEqual({ event: 'window_error', error: 'TypeError', frames: ['main.e947cb96.js:1:23456', 'profile-step.0a1b2c3d.js:2:17'] });
    expect(uncaughtEvent('window_error', undefined, ['main.js:3:14'])).toEqual({ event: 'window_error', error: 'other', frames: ['main.js:3:14'] });
    expect(renderFailedEvent(new RangeError('Marisol'), 'resume')).toMatchObject({ event: 'render_failed', error: 'RangeError', component: 'resume' });
  });

  it('says a failed API call by its listed endpoint, method, status and code', () => {
    expect(apiFailureEvent({ namespace: 'member/enrolment/saveStep', method: 'put', status: 400, code: 'validation_failed' })).toEqual({ event: 'api_call_failed', endpoint: 'member/enrolment/saveStep', method: 'PUT', status: 400, code: 'validation_failed' });
    expect(apiFailureEvent({ namespace: 'member/x/Marisol', method: 'put', status: 1000, code: 'Quintanilla' })).toEqual({ event: 'api_call_failed', endpoint: 'other', method: 'PUT', status: 0, code: 'other' });
  });

  it('reports an undecodable patient state without what the core wrote', () => {
    const send = jest.fn();
    const log = patientStateLog({ ...SILENT_LOGGER, send });
    log.error('Unable to decode state');
    expect(send).toHaveBeenCalledWith({ event: 'patient_state_undecodable' });
  });
});
