import fs from 'fs';
import path from 'path';
import webpack, { type Configuration, type FileCacheOptions } from 'webpack';
import type { FlowConfig } from '../../src/flow/flow-types';
import { buildValidators } from '../../scripts/build/build-validators';
import { flowReplacements } from '../../scripts/build/flow-replacements';

const root = path.resolve(__dirname, '../..');

/**
 * A production build of the web app for another flow than the shipped one, in a folder of its own (dist/,
 * build/generated and the build's cache stay untouched): the flow's validators precompiled, flows/onboarding.json replaced by `flow`.
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
  // The production build, reading the cache `npm run build` left (seconds instead of a minute of CPU: only the modules
  // and chunks the flow touches are built again) and never writing it, so the shipped build's cache stays as it was.
  const config = makeConfig({}, { mode: 'production' });
  config.mode = 'production';
  config.cache = { ...(config.cache as FileCacheOptions), readonly: true };
  config.output = { ...config.output, path: path.join(dir, 'dist') };
  config.plugins = [...(config.plugins ?? []), ...flowReplacements(flowFile, generated)];
  await new Promise<void>((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString({ all: false, errors: true })));
      else resolve();
    });
  });
  return path.join(dir, 'dist');
}
