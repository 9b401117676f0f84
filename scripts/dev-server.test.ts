import fs from 'fs';
import os from 'os';
import path from 'path';
import type { Database } from '../src/server/db/database';
import { InvalidFlowAtStartError, startDevServer } from './dev-server';

const root = path.resolve(__dirname, '..');

describe('npm run dev on a flow that fails check-flows', () => {
  let tmp: string;
  beforeEach(() => (tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-server-'))));
  afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it('stops with the problems before serving or bundling anything, since there is no last good flow', async () => {
    const flow = JSON.parse(fs.readFileSync(path.join(root, 'flows/onboarding.json'), 'utf8')) as { steps: { id: string; titleKey: string }[] };
    flow.steps[0].titleKey = 'steps.nowhere.title';
    const flowFile = path.join(tmp, 'onboarding.json');
    fs.writeFileSync(flowFile, JSON.stringify(flow, null, 2));
    const distDir = path.join(tmp, 'dist');
    expect(fs.existsSync(distDir)).toBe(false);
    const started = startDevServer({ flowFile, localesDir: path.join(root, 'locales'), distDir, db: {} as Database, port: 0, config: { flagOverrides: {}, cookieSecure: false, appHost: 'https://app.test' } });
    await expect(started).rejects.toThrow(InvalidFlowAtStartError);
    await expect(started).rejects.toThrow(/Translation key 'steps\.nowhere\.title' is missing in locales\/en-US\/translation\.json/);
    expect(fs.existsSync(distDir)).toBe(false);
    expect(fs.existsSync(path.join(`${distDir}-generated`, 'onboarding.json'))).toBe(false);
  });
});
