import { slotLabel } from './slot-label';
import type { SlotLabelOptions } from './slot-label';

const t = (hours: number, minutes: number) => ({ hours, minutes });

describe('slotLabel', () => {
  it.each<[string, [number, number], [number, number], SlotLabelOptions, string]>([
    ['12-hour range is the default', [13, 30], [14, 0], {}, '1:30 - 2:00 pm'],
    ['12-hour range, explicit', [13, 30], [14, 0], { clock: '12' }, '1:30 - 2:00 pm'],
    ['morning range', [9, 0], [9, 30], {}, '9:00 - 9:30 am'],
    ['range across noon puts only the end suffix', [11, 30], [12, 30], {}, '11:30 - 12:30 pm'],
    ['noon start stays 12', [12, 0], [12, 15], {}, '12:00 - 12:15 pm'],
    ['midnight start shows 12, not 0', [0, 30], [1, 0], {}, '12:30 - 1:00 am'],
    ['end at midnight', [23, 30], [0, 0], {}, '11:30 - 12:00 am'],
    ['12-hour start only carries am/pm', [13, 30], [14, 0], { startOnly: true }, '1:30 pm'],
    ['12-hour start only, morning', [8, 5], [8, 35], { startOnly: true }, '8:05 am'],
    ['12-hour start only, midnight', [0, 0], [0, 30], { startOnly: true }, '12:00 am'],
    ['24-hour range', [13, 30], [14, 0], { clock: '24' }, '13:30 - 14:00'],
    ['24-hour range pads hours', [9, 0], [9, 30], { clock: '24' }, '09:00 - 09:30'],
    ['24-hour midnight', [0, 0], [0, 45], { clock: '24' }, '00:00 - 00:45'],
    ['24-hour start only', [13, 30], [14, 0], { clock: '24', startOnly: true }, '13:30'],
    ['start portion only', [13, 30], [14, 0], { startPortionOnly: true }, '1:30'],
    ['start portion only ignores the 24-hour clock', [13, 30], [14, 0], { clock: '24', startPortionOnly: true }, '1:30'],
    ['start portion only wins over start only', [21, 15], [22, 0], { startOnly: true, startPortionOnly: true }, '9:15'],
  ])('%s', (_case, [sh, sm], [eh, em], options, expected) => {
    expect(slotLabel(t(sh, sm), t(eh, em), options)).toBe(expected);
  });

  it('rejects a time that is not a time of day', () => {
    expect(() => slotLabel(t(25, 0), t(1, 0))).toThrow(RangeError);
  });
});
