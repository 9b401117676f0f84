import { readConfig } from '../config';
import { LogFormatError } from './log-format';

describe('the log format (LOG_FORMAT, NODE_ENV and whether stdout is a terminal)', () => {
  it.each<[string, NodeJS.ProcessEnv, boolean, 'json' | 'pretty']>([
    ['a terminal in development', {}, true, 'pretty'],
    ['a terminal with NODE_ENV=development', { NODE_ENV: 'development' }, true, 'pretty'],
    ['a terminal in production', { NODE_ENV: 'production' }, true, 'json'],
    ['a pipe or a file', {}, false, 'json'],
    ['LOG_FORMAT=pretty into a pipe', { LOG_FORMAT: 'pretty' }, false, 'pretty'],
    ['LOG_FORMAT=pretty in production', { LOG_FORMAT: 'pretty', NODE_ENV: 'production' }, false, 'pretty'],
    ['LOG_FORMAT=json in a terminal', { LOG_FORMAT: 'json' }, true, 'json'],
    ['an empty LOG_FORMAT in a terminal', { LOG_FORMAT: ' ' }, true, 'pretty'],
  ])('%s', (_name, env, terminal, expected) => {
    expect(readConfig(env, [], terminal).logFormat).toBe(expected);
  });

  it.each([['PRETTY', 'PRETTY'], ['text', 'text'], ['a list', 'json,pretty'], ['10,000 characters', 'x'.repeat(10_000)]])('refuses %s, naming what it accepts in a short message', (_name, value) => {
    expect(() => readConfig({ LOG_FORMAT: value }, [], true)).toThrow(LogFormatError);
    expect(() => readConfig({ LOG_FORMAT: value }, [], true)).toThrow(/json or pretty/);
    expect(() => readConfig({ LOG_FORMAT: value }, [], true)).toThrow(/^.{0,300}$/s);
  });
});
