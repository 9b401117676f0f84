// The translation libraries, run in a task of their own before the app's modules (src/web/boot/main.tsx).
export { default as i18next } from 'i18next';
export { initReactI18next } from 'react-i18next';
