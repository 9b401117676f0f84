/**
 * Lets Node load the web app's modules as webpack does (scripts/build/prerender.ts renders them): the `@generated/*`
 * aliases of webpack.config.js, one rjsf path Node cannot resolve, and stylesheet imports, which have no value outside the bundle. Import it first.
 */
import Module from 'module';
import path from 'path';

const ALIASES: Record<string, string> = {
  '@generated/validators': path.resolve(__dirname, '../../build/generated/validators.cjs'),
  '@generated/validators-later': path.resolve(__dirname, '../../build/generated/validators-later.cjs'),
  '@generated/step-schemas': path.resolve(__dirname, '../../build/generated/step-schemas.json'),
  // The package maps this ES module to a CommonJS file it does not ship; its index exports the same function.
  '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js': path.resolve(__dirname, 'prerender-precompiled-validator.cjs'),
};

const loader = Module as unknown as {
  _resolveFilename: (request: string, ...rest: unknown[]) => string;
  _extensions: Record<string, (module: unknown, filename: string) => void>;
};
const resolve = loader._resolveFilename;
loader._resolveFilename = (request, ...rest) => resolve.call(Module, ALIASES[request] ?? request, ...rest);
loader._extensions['.css'] = () => undefined;
