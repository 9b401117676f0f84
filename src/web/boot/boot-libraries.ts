// The libraries the app needs before its first render, imported on their own so that the browser runs their modules in
// one task and the app's in the next: two shorter tasks instead of one long one on a slow phone.
export { hydrateRoot } from 'react-dom/client';
export { default as i18next } from 'i18next';
export { initReactI18next } from 'react-i18next';
export { setup } from 'xstate';
export { useActor } from '@xstate/react';
export { default as Form } from '@rjsf/core';
