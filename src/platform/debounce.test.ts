import { debounce } from './debounce';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('debounce', () => {
  it('calls once, with the latest arguments, after the delay without calls', () => {
    const fn = jest.fn();
    const debounced = debounce(fn, 300);
    debounced('a');
    jest.advanceTimersByTime(299);
    debounced('b');
    jest.advanceTimersByTime(299);
    expect(fn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('b');
  });

  it.each([0, 1000, 5000])('honours a configured delay of %i ms', (delay) => {
    const fn = jest.fn();
    debounce(fn, delay)();
    if (delay > 0) {
      jest.advanceTimersByTime(delay - 1);
      expect(fn).not.toHaveBeenCalled();
    }
    jest.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('drops the pending call on cancel, and runs it at once on flush', () => {
    const fn = jest.fn();
    const debounced = debounce(fn, 100);
    debounced(1);
    debounced.cancel();
    jest.advanceTimersByTime(100);
    expect(fn).not.toHaveBeenCalled();
    debounced(2);
    debounced.flush();
    expect(fn).toHaveBeenCalledWith(2);
    jest.advanceTimersByTime(100);
    expect(fn).toHaveBeenCalledTimes(1);
    debounced.flush();
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
