/**
 * The codes a device the member left is answered with (src/server/enrolment/member-session-errors.ts): the enrolment
 * goes on on another device, or was submitted there. After either this device's session opens nothing, ever again.
 */
export const LEFT_DEVICE_CODES = ['enrolment_moved', 'enrolment_submitted_elsewhere'] as const;

/** Why this device can no longer go on with the enrolment. */
export type LeftDeviceCode = (typeof LEFT_DEVICE_CODES)[number];

/** Whether a failed member call (its status and code) says the member left this device. */
export const isLeftDevice = (status: number, code: string): code is LeftDeviceCode => status === 401 && (LEFT_DEVICE_CODES as readonly string[]).includes(code);

/**
 * Tells the page, from whichever member call heard it first (a save, a read of the slots, the progress read at a
 * reload, a submit), that the member left this device; the first code heard wins, later ones are the same news.
 */
export function createLeftDeviceSignal() {
  let heard: LeftDeviceCode | undefined;
  const listeners = new Set<(code: LeftDeviceCode) => void>();
  return {
    report: (code: LeftDeviceCode): void => {
      // Submitted is the later news: a save refused as moved can be followed by a read refused as submitted.
      if (heard === code || heard === 'enrolment_submitted_elsewhere') return;
      heard = code;
      for (const listener of [...listeners]) listener(code);
    },
    heard: (): LeftDeviceCode | undefined => heard,
    /** Calls `listener` with each news heard from now on (`heard()` says what was heard before); returns the unsubscribe. */
    listen: (listener: (code: LeftDeviceCode) => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The page's signal that the member left this device. */
export type LeftDeviceSignal = ReturnType<typeof createLeftDeviceSignal>;
