import fs from 'fs';
import os from 'os';
import path from 'path';
import { buildValidators } from './build-validators';

const root = path.resolve(__dirname, '../..');
const flowFile = path.join(root, 'flows/onboarding.json');

// Every file under dir with its modification time and text.
const snapshot = (dir: string): Map<string, { mtimeMs: number; text: string }> =>
  new Map(
    (fs.readdirSync(dir, { recursive: true }) as string[])
      .filter((file) => fs.statSync(path.join(dir, file)).isFile())
      .map((file) => [file, { mtimeMs: fs.statSync(path.join(dir, file)).mtimeMs, text: fs.readFileSync(path.join(dir, file), 'utf8') }]),
  );

describe('scripts/build/build-validators.ts', () => {
  let out: string;
  beforeEach(() => (out = fs.mkdtempSync(path.join(os.tmpdir(), 'validators-'))));
  afterEach(() => fs.rmSync(out, { recursive: true, force: true }));

  it('leaves the files of an unchanged flow untouched, so a watching bundler has nothing to rebuild', () => {
    expect(fs.readdirSync(out)).toEqual([]);
    buildValidators(flowFile, out);
    const first = snapshot(out);
    expect(first.size).toBeGreaterThan(4);
    // Back-dated, so a rewrite within the file system's time resolution still shows.
    for (const file of first.keys()) fs.utimesSync(path.join(out, file), new Date(1_000_000), new Date(1_000_000));
    buildValidators(flowFile, out);
    const second = snapshot(out);
    expect([...second.keys()].sort()).toEqual([...first.keys()].sort());
    expect([...second].filter(([, file]) => file.mtimeMs !== 1_000_000).map(([name]) => name)).toEqual([]);
  });

  it('rewrites what an edit changes and removes the validators of step variants the flow no longer has', () => {
    const flow = JSON.parse(fs.readFileSync(flowFile, 'utf8')) as { steps: { id: string; fields?: unknown[] }[] };
    const edited = path.join(out, 'flow.json');
    fs.writeFileSync(edited, JSON.stringify(flow));
    const generated = path.join(out, 'generated');
    buildValidators(edited, generated);
    const before = snapshot(generated);
    const country = before.get('step-schemas.json')?.text ?? '';
    expect(Object.keys(JSON.parse(country) as object).some((key) => key.startsWith('country'))).toBe(true);
    // The country step gone: its validator file goes with it and the schemas no longer list it.
    fs.writeFileSync(edited, JSON.stringify({ ...flow, steps: flow.steps.filter((step) => step.id !== 'country') }));
    buildValidators(edited, generated);
    const after = snapshot(generated);
    const gone = [...before.keys()].filter((file) => !after.has(file));
    expect(gone.length).toBeGreaterThan(0);
    expect(gone.every((file) => file.includes('country'))).toBe(true);
    expect(Object.keys(JSON.parse(after.get('step-schemas.json')?.text ?? '{}') as object).some((key) => key.startsWith('country'))).toBe(false);
  });
});
