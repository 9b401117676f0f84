import fs from 'fs';
import path from 'path';
import webpack, { type Configuration } from 'webpack';
import type { FlowConfig } from '../../src/flow/flow-types';
import { buildValidators } from '../../scripts/build-validators';

const root = path.resolve(__dirname, '../..');

/**
 * A development build of the web app for another flow than the shipped one, in a folder of its own (dist/ and
 * build/generated stay untouched): the flow's validators precompiled, flows/onboarding.json replaced by `flow`.
 * Needs build/generated/moment-timezone-data.json from `npm run build`. Answers the folder to serve.
 */
export async function buildFlowBundle(flow: FlowConfig): Promise<string> {
  // Inside the repository, so the precompiled validators resolve ajv from node_modules.
  fs.mkdirSync(path.join(root, 'build'), { recursive: true });
  const dir = fs.mkdtempSync(path.join(root, 'build', 'flow-bundle-'));
  const flowFile = path.join(dir, 'flow.json');
  fs.writeFileSync(flowFile, JSON.stringify(flow));
  const generated = path.join(dir, 'generated');
  buildValidators(flowFile, generated);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- webpack.config.js is CommonJS and exports a function.
  const makeConfig = require('../../webpack.config.js') as (env: unknown, argv: { mode: string }) => Configuration;
  const config = makeConfig({}, { mode: 'development' });
  config.devtool = false;
  config.output = { ...config.output, path: path.join(dir, 'dist') };
  config.resolve = {
    ...config.resolve,
    alias: {
      ...(config.resolve?.alias as Record<string, string>),
      '@generated/validators': path.join(generated, 'validators-first.cjs'),
      '@generated/validators-later': path.join(generated, 'validators-later.cjs'),
      '@generated/step-schemas': path.join(generated, 'step-schemas.json'),
      [path.join(root, 'flows/onboarding.json')]: flowFile,
    },
  };
  await new Promise<void>((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString({ all: false, errors: true })));
      else resolve();
    });
  });
  return path.join(dir, 'dist');
}
