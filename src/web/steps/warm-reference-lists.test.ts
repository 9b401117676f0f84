import moment from 'moment-timezone';
import { COUNTRIES } from '../../reference/countries';
import { supportedTimeZones } from '../../time/time-zones';
import { countryOptionsIn } from '../../reference/place-names';
import * as phoneNumber from '../../reference/phone-number';
import * as zoneOptions from '../../time/time-zone-options';
import { WARM_SLICE_MS, warmReferenceLists, type IdleWindow } from './warm-reference-lists';

/** A window whose idle moments the test hands out, each with the time it says remains. */
function idleWindow() {
  const waiting = new Map<number, (deadline: IdleDeadline) => void>();
  let handles = 0;
  const win: IdleWindow = {
    requestIdleCallback: (callback) => {
      handles += 1;
      waiting.set(handles, callback);
      return handles;
    },
    cancelIdleCallback: (handle) => void waiting.delete(handle),
  };
  /** Runs the oldest waiting callback; false when none waits. */
  const idle = (remaining: number) => {
    const [handle, callback] = [...waiting][0] ?? [];
    if (handle === undefined || !callback) return false;
    waiting.delete(handle);
    callback({ didTimeout: false, timeRemaining: () => remaining });
    return true;
  };
  return { win, idle, waiting: () => waiting.size };
}

/** A window with idle moments, whose member acts when the test says. */
function actingWindow() {
  const idling = idleWindow();
  const listeners = new Map<string, Set<() => void>>();
  const win: IdleWindow = {
    ...idling.win,
    addEventListener: (type: string, listener: () => void) => void listeners.set(type, (listeners.get(type) ?? new Set()).add(listener)),
    removeEventListener: (type: string, listener: () => void) => void listeners.get(type)?.delete(listener),
  } as IdleWindow;
  const act = (type: string) => [...(listeners.get(type) ?? [])].forEach((listener) => listener());
  const listening = () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0);
  return { ...idling, win, act, listening };
}

describe('warmReferenceLists', () => {
  it('builds nothing for later steps before the member\'s first action, however idle the browser: a phone\'s first Intl names cost it 150-200 ms', () => {
    const named = jest.spyOn(Intl.DisplayNames.prototype, 'of');
    try {
      const { win, idle, act, listening } = actingWindow();
      warmReferenceLists('es-US', win);
      expect(idle(1_000)).toBe(false);
      expect(named).not.toHaveBeenCalled();
      act('pointerdown');
      expect(listening()).toBe(0);
      expect(named).not.toHaveBeenCalled();
      expect(idle(0)).toBe(true);
      expect(named).toHaveBeenCalled();
    } finally {
      named.mockRestore();
    }
  });

  it('once the member has acted in the page, a warm-up in another language (they switched) starts at the next idle moment', () => {
    const acted = actingWindow();
    const cancel = warmReferenceLists('en-US', acted.win);
    acted.act('keydown');
    cancel();
    expect(acted.idle(0)).toBe(false);
    warmReferenceLists('fr-CA', acted.win);
    expect(acted.listening()).toBe(0);
    expect(acted.idle(0)).toBe(true);
  });

  it('cancelled before the member acts, stops listening and never starts', () => {
    const { win, idle, act, listening } = actingWindow();
    warmReferenceLists('pt-PT', win)();
    expect(listening()).toBe(0);
    act('click');
    expect(idle(0)).toBe(false);
  });

  it('names nothing until the browser is idle, then a piece per idle moment when little time remains', () => {
    const named = jest.spyOn(Intl.DisplayNames.prototype, 'of');
    try {
      const { win, idle } = idleWindow();
      warmReferenceLists('fr-CA', win);
      expect(named).not.toHaveBeenCalled();
      let moments = 0;
      while (idle(0)) {
        moments += 1;
        if (moments > 2 * COUNTRIES.length) throw new Error('the warm-up never ends');
      }
      expect(named.mock.calls.length).toBeGreaterThan(100);
      expect(moments).toBeGreaterThan(COUNTRIES.length);
      named.mockClear();
      expect(countryOptionsIn('fr-CA').find((option) => option.optValue === 'DE')?.optLabel).toBe('Allemagne');
      expect(named).not.toHaveBeenCalled();
    } finally {
      named.mockRestore();
    }
  });

  it('stops a long idle moment after a few milliseconds of its own (a slow phone\'s task stays short), and does nothing once cancelled', () => {
    const cancelled = idleWindow();
    const cancel = warmReferenceLists('en-GB', cancelled.win);
    expect(cancelled.waiting()).toBe(1);
    cancel();
    expect(cancelled.waiting()).toBe(0);
    // Each piece takes 1 ms by this clock; the browser offers a whole second.
    let clock = 0;
    const named = jest.spyOn(Intl.DisplayNames.prototype, 'of').mockImplementation(function (this: Intl.DisplayNames, code: string) {
      clock += 1;
      return code;
    });
    try {
      const roomy = idleWindow();
      warmReferenceLists('en-GB', { ...roomy.win, performance: { now: () => clock } as Performance });
      expect(roomy.idle(1_000)).toBe(true);
      expect(named.mock.calls.length).toBeGreaterThan(0);
      expect(named.mock.calls.length).toBeLessThanOrEqual(WARM_SLICE_MS + 1);
      expect(roomy.waiting()).toBe(1);
    } finally {
      named.mockRestore();
    }
  });

  it('uses a timer where the browser has no idle callbacks (Safari)', () => {
    jest.useFakeTimers();
    try {
      const named = jest.spyOn(Intl.DisplayNames.prototype, 'of');
      warmReferenceLists('pt-PT', { setTimeout, clearTimeout });
      expect(named).not.toHaveBeenCalled();
      jest.runAllTimers();
      expect(named.mock.calls.length).toBeGreaterThan(100);
      named.mockRestore();
    } finally {
      jest.useRealTimers();
    }
  });

  it('on Save-Data or 2G names the countries but fetches no time-zone tables ahead of the step', async () => {
    const zoneRead = jest.spyOn(moment.tz, 'zone');
    try {
      const { win, idle } = idleWindow();
      warmReferenceLists('pt-PT', win, true);
      while (idle(0));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(idle(0)).toBe(false);
      expect(zoneRead).not.toHaveBeenCalled();
    } finally {
      zoneRead.mockRestore();
    }
  });

  it('reads every listed time zone, one per idle moment, only when the browser is idle', async () => {
    const zoneRead = jest.spyOn(moment.tz, 'zone');
    try {
      const { win, idle } = idleWindow();
      warmReferenceLists('pt-PT', win, false);
      expect(zoneRead).not.toHaveBeenCalled();
      let moments = 0;
      while (idle(0)) moments += 1;
      // The time-zone pieces come with the widget's chunk.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(zoneRead).not.toHaveBeenCalled();
      while (idle(0)) moments += 1;
      const listed = supportedTimeZones(new Date(), 'pt-PT').map((entry) => entry.timezone);
      expect(listed.length).toBeGreaterThan(50);
      expect(new Set(zoneRead.mock.calls.map(([id]) => id))).toEqual(new Set(listed));
      expect(moments).toBeGreaterThan(COUNTRIES.length + listed.length);
    } finally {
      zoneRead.mockRestore();
    }
  });

  it('after the zones, builds the time-zone list, then checks a number of the language\'s country, each its own piece', async () => {
    const listed = jest.spyOn(zoneOptions, 'timeZoneOptions');
    const checked = jest.spyOn(phoneNumber, 'toE164');
    try {
      const { win, idle } = idleWindow();
      warmReferenceLists('en-GB', win, false);
      const moments: { listed: number; checked: number }[] = [];
      for (let round = 0; round < 5; round += 1) {
        while (idle(0)) moments.push({ listed: listed.mock.calls.length, checked: checked.mock.calls.length });
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      expect(listed.mock.calls.map(([, language]) => language)).toEqual(['en-GB']);
      expect(checked.mock.calls).toEqual([['+44 7400 123456', 'GB']]);
      const listedAt = moments.findIndex((moment) => moment.listed === 1);
      const checkedAt = moments.findIndex((moment) => moment.checked === 1);
      expect(listedAt).toBeGreaterThan(COUNTRIES.length);
      expect(checkedAt).toBeGreaterThan(listedAt);
    } finally {
      listed.mockRestore();
      checked.mockRestore();
    }
  });

  it('on Save-Data or 2G neither builds the time-zone list nor loads the phone rules ahead of their steps', async () => {
    const listed = jest.spyOn(zoneOptions, 'timeZoneOptions');
    const checked = jest.spyOn(phoneNumber, 'toE164');
    try {
      const { win, idle } = idleWindow();
      warmReferenceLists('en-GB', win, true);
      for (let round = 0; round < 3; round += 1) {
        while (idle(0));
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      expect(listed).not.toHaveBeenCalled();
      expect(checked).not.toHaveBeenCalled();
    } finally {
      listed.mockRestore();
      checked.mockRestore();
    }
  });
});
