// React's DOM renderer alone: the largest library the first render needs, run in a task of its own (src/web/boot/main.tsx).
export { hydrateRoot, createRoot } from 'react-dom/client';
