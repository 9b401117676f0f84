import { TOAST_DEFAULTS } from './toast-defaults';

describe('toast defaults (docs/spec/constants.md#toast-defaults)', () => {
  it('are 5000 ms, top-right, at most 20, newest on top, 60% drag to dismiss', () => {
    expect(TOAST_DEFAULTS).toEqual({ autoClose: 5000, position: 'top-right', limit: 20, newestOnTop: true, draggablePercent: 60 });
  });
});
