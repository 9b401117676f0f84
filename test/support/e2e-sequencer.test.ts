import fs from 'fs';
import os from 'os';
import path from 'path';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- Jest loads the sequencer as CommonJS.
const Sequencer = require('./e2e-sequencer.js') as new (options: unknown) => { sort: (tests: Test[]) => Test[] };

interface Test { path: string; duration?: number; context: { config: { cacheDirectory: string; name: string }; hasteFS: { getSize: (file: string) => number } } }

const cacheDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-sequencer-'));
afterAll(() => fs.rmSync(cacheDirectory, { recursive: true, force: true }));

// Sizes as on disk: the small page-bundling file would run after the big console file by size alone.
const SIZES: Record<string, number> = { 'log-scan.e2e.ts': 90_000, 'console-search.e2e.ts': 8_700, 'required-names.e2e.ts': 2_000, 'publish-reload.e2e.ts': 5_900, 'choice-field.e2e.ts': 4_900 };
const context = { config: { cacheDirectory, name: 'e2e-sequencer-test' }, hasteFS: { getSize: (file: string) => SIZES[path.basename(file)] ?? 0 } };
const tests = (): Test[] => Object.keys(SIZES).map((name) => ({ path: `/repo/test/e2e/${name}`, context }));
const names = (list: Test[]) => list.map((test) => path.basename(test.path));

test('without timings of a last run, the page-bundling files go first and the log scan last', () => {
  const before = tests();
  expect(before.every((test) => test.duration === undefined)).toBe(true);
  const order = names(new Sequencer({ contexts: [context], globalConfig: {} }).sort(before));
  expect(order).toEqual(['publish-reload.e2e.ts', 'choice-field.e2e.ts', 'console-search.e2e.ts', 'required-names.e2e.ts', 'log-scan.e2e.ts']);
});
