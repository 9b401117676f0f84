// The app's largest data, run in a task of its own before the app's other modules (src/web/boot/main.tsx): the flow
// (a JSON parse) and the field types with the reference tables they read.
export { default as onboarding } from '../../../flows/onboarding.json';
export { FIELD_TYPES } from '../../flow/field-types';
