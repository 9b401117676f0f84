/** Toast defaults (docs/spec/constants.md#toast-defaults): 5000 ms, top right, at most 20, newest on top, dismissed by dragging 60% of the width. */
export const TOAST_DEFAULTS = {
  autoClose: 5000,
  position: 'top-right',
  limit: 20,
  newestOnTop: true,
  draggablePercent: 60,
} as const;
