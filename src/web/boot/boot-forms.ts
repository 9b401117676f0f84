// The form library (rjsf, with its lodash and JSON-schema helpers), run in a task of its own before the app's modules
// (src/web/boot/main.tsx).
export { default as Form } from '@rjsf/core';
