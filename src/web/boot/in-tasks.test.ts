import fs from 'fs';
import path from 'path';
import { inTasks } from './in-tasks';

const ROOT = path.resolve(__dirname, '../../..');

describe('inTasks', () => {
  it('starts each step only after the one before it has settled and a task has passed, and returns the last step\'s value', async () => {
    const log: string[] = [];
    const step = (name: string) => () => {
      log.push(`start ${name}`);
      return Promise.resolve().then(() => log.push(`end ${name}`));
    };
    const yieldTask = () => {
      log.push('yield');
      return Promise.resolve();
    };
    const value = await inTasks([step('a'), step('b')], async () => (log.push('last'), 42), yieldTask);
    expect(value).toBe(42);
    expect(log).toEqual(['start a', 'end a', 'yield', 'start b', 'end b', 'yield', 'last']);
  });

  it('stops at a step that fails, and runs none after it', async () => {
    const ran: string[] = [];
    const failing = inTasks([() => Promise.reject(new Error('chunk failed')), async () => ran.push('b')], async () => ran.push('last'), () => Promise.resolve());
    await expect(failing).rejects.toThrow('chunk failed');
    expect(ran).toEqual([]);
  });
});

describe('the boot chunks', () => {
  const entry = fs.readFileSync(path.join(ROOT, 'src/web/boot/main.tsx'), 'utf8');
  const imported = [...entry.matchAll(/webpackChunkName: "([\w-]+)"/g)].map((match) => match[1]);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's own configuration, as webpack reads it
  const config = require(path.join(ROOT, 'webpack.config.js')) as { BOOT_CHUNKS: string[] };

  it('are the libraries, imported a few modules at a time, each run in a task of its own, then the app: a slow phone runs none of them for more than 50 ms', () => {
    expect(imported.at(-1)).toBe('boot');
    expect(imported.indexOf('boot')).toBeGreaterThan(imported.lastIndexOf('boot-libraries'));
    expect(imported.filter((name) => name === 'boot-libraries').length).toBeGreaterThanOrEqual(4);
    expect(entry).toMatch(/inTasks\(/);
  });

  it('are all listed for the entry to preload together, in the order it runs them', () => {
    expect(config.BOOT_CHUNKS).toEqual([...new Set(imported)]);
  });
});
