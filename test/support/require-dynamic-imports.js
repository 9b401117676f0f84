/**
 * Jest transformer for PGlite's CommonJS bundle. Jest (without --experimental-vm-modules) cannot run
 * dynamic `import("fs")` of Node built-ins, and its `createRequire` does not serve the bundle, so both
 * become the module's own require, captured first because the bundle declares inner `require` variables.
 */
module.exports = {
  process(source) {
    const code = source
      .replace(/\bimport\((["'])node:module\1\)/g, 'Promise.resolve({ createRequire: () => __outerRequire })')
      .replace(/\bimport\((["'][a-z@:/._-]+["'])\)/g, 'Promise.resolve().then(() => __outerRequire($1))');
    return { code: `const __outerRequire = require;${code}` };
  },
};
