import path from 'path';
import webpack from 'webpack';

/**
 * Webpack plugins that bundle another flow and its precompiled validators (`generatedDir`, as
 * scripts/build/build-validators.ts writes them) in place of flows/onboarding.json and build/generated. They rewrite the
 * request before it is resolved, not resolve.alias: webpack's filesystem cache keys a resolution by its request and
 * not by the configuration's aliases, so a cache an earlier build left would hand back the repository's files.
 */
export function flowReplacements(flowFile: string, generatedDir: string): webpack.WebpackPluginInstance[] {
  const replace = (request: RegExp, file: string) => new webpack.NormalModuleReplacementPlugin(request, file);
  return [
    replace(/[\\/]flows[\\/]onboarding\.json$/, flowFile),
    replace(/^@generated\/validators$/, path.join(generatedDir, 'validators-first.cjs')),
    replace(/^@generated\/validators-later$/, path.join(generatedDir, 'validators-later.cjs')),
    replace(/^@generated\/step-schemas$/, path.join(generatedDir, 'step-schemas.json')),
  ];
}
