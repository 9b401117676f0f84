import type { Browser, Page } from 'playwright-core';

/** Lighthouse's mobile preset as DevTools throttling (slow 4G: 562.5 ms request latency, 1.47 Mbit/s down, 675 kbit/s up; 4x CPU). */
const THROTTLE = { latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8, cpuRate: 4 };

/** One throttled visit: bytes received before the first step was usable, and when it and step 2 became usable (ms from navigation). */
export interface StepTwoNumbers {
  bytesBeforeUsable: number;
  firstUsable: number;
  secondUsable: number;
  clickToSecond: number;
}

/** Waits until a step with a field shows a submit button hydrated by React (its props attached), on `path` unless null; returns the time. */
async function usableAt(page: Page, path: string | null, started: number): Promise<number> {
  await page.waitForFunction(
    (want) => {
      const button = document.querySelector('form .actions button[type=submit]');
      const field = document.querySelector('form input, form select, form textarea');
      return (want === null || window.location.pathname === want) && !!field && !!button && Object.keys(button).some((key) => key.startsWith('__reactProps$'));
    },
    path,
    { polling: 50, timeout: 120_000 },
  );
  return Date.now() - started;
}

/** How the bench answers a first step and where step 2 then lives; absent for a page without a step 2 (the trivial page). */
export interface FirstAnswer {
  answer: (page: Page) => Promise<void>;
  secondPath: string;
}

/**
 * Opens `url` throttled as Lighthouse's mobile preset, waits until the first step is usable (counting the bytes
 * received until then), answers it at once and continues, and waits until step 2 is usable.
 */
export async function measureStepTwo(browser: Browser, url: string, first?: FirstAnswer): Promise<StepTwoNumbers> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  // The HTTP cache stays on, as in a member's browser; each visit has a fresh context, so it starts cold.
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: THROTTLE.latency, downloadThroughput: THROTTLE.downloadThroughput, uploadThroughput: THROTTLE.uploadThroughput });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE.cpuRate });
  let received = 0;
  let counting = true;
  cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
    if (counting) received += event.encodedDataLength;
  });
  try {
    const started = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    const firstUsable = await usableAt(page, null, started);
    counting = false;
    const bytesBeforeUsable = received;
    if (!first) return { bytesBeforeUsable, firstUsable, secondUsable: Number.NaN, clickToSecond: Number.NaN };
    await first.answer(page);
    const clicked = Date.now() - started;
    await page.locator('form .actions button[type=submit]').click();
    const secondUsable = await usableAt(page, first.secondPath, started);
    return { bytesBeforeUsable, firstUsable, secondUsable, clickToSecond: secondUsable - clicked };
  } finally {
    await context.close();
  }
}
