import { editBurst } from './edit-burst';

describe('editBurst', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts once at the first save and ends once, with every file, after a quiet window', () => {
    const calls: string[] = [];
    const burst = editBurst(300, { start: () => calls.push('start'), end: (files) => calls.push(`end ${files.join(' ')}`) });
    for (const file of ['en-US', 'en-GB', 'es-US', 'en-US']) {
      burst.saved(file);
      jest.advanceTimersByTime(250);
    }
    expect(calls).toEqual(['start']);
    jest.advanceTimersByTime(50);
    expect(calls).toEqual(['start', 'end en-US en-GB es-US']);
    burst.saved('fr-CA');
    jest.advanceTimersByTime(300);
    expect(calls).toEqual(['start', 'end en-US en-GB es-US', 'start', 'end fr-CA']);
  });

  it('ends nothing once cancelled', () => {
    const end = jest.fn();
    const burst = editBurst(300, { start: () => undefined, end });
    burst.saved('pt-PT');
    burst.cancel();
    jest.advanceTimersByTime(1000);
    expect(end).not.toHaveBeenCalled();
  });
});
