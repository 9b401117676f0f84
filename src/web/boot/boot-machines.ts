// XState and its React binding, run in a task of their own before the app's modules (src/web/boot/main.tsx).
export { setup } from 'xstate';
export { useActor } from '@xstate/react';
