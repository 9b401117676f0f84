import { LOAD_FAILED_ID, showLoadFailed } from './load-failed-notice';

/** The notice as the build writes it: hidden, with a button; records the click listeners added. */
function fakePage(withNotice: boolean) {
  const listeners: (() => void)[] = [];
  const notice = { hidden: true, role: undefined as string | undefined, setAttribute: (name: string, value: string) => void (name === 'role' && (notice.role = value)), querySelector: (selector: string) => (selector === 'button' ? { addEventListener: (_type: string, listener: () => void) => listeners.push(listener) } : null) };
  const doc = { getElementById: (id: string) => (withNotice && id === LOAD_FAILED_ID ? notice : null) };
  return { doc: doc as unknown as Document, notice, listeners };
}

describe('showLoadFailed', () => {
  it('shows the hidden notice as an alert and makes its button reload the page, once however often it is called', () => {
    const { doc, notice, listeners } = fakePage(true);
    const reload = jest.fn();
    expect(notice.hidden).toBe(true);
    expect(notice.role).toBeUndefined();
    expect(showLoadFailed(doc, reload)).toBe(true);
    expect(showLoadFailed(doc, reload)).toBe(true);
    expect(notice.hidden).toBe(false);
    expect(notice.role).toBe('alert');
    expect(listeners).toHaveLength(1);
    listeners[0]?.();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reports a page without the notice', () => {
    const { doc } = fakePage(false);
    expect(showLoadFailed(doc, jest.fn())).toBe(false);
  });
});
