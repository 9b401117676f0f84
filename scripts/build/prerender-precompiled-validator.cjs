/** rjsf's createPrecompiledValidator as the default export src/web/steps/step-form.tsx imports (see prerender-hooks.ts). */
const { createPrecompiledValidator } = require('@rjsf/validator-ajv8');

module.exports = { __esModule: true, default: createPrecompiledValidator };
