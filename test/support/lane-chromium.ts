import { chromium, type BrowserServer, type LaunchOptions } from 'playwright-core';
import { LaneChromiumGoneError } from './lane-chromium-gone-error';

/** The environment variable naming the websocket endpoint of the browser lane's one Chromium. */
export const E2E_BROWSER_ENV = 'ONBOARDING_E2E_BROWSER_WS';

/** Debian's Chromium; `npx playwright install` cannot download here. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless Chromium with the flags this closed network needs: the lane's shared one and a file's own are the same. */
export const CHROMIUM_LAUNCH: LaunchOptions = {
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

interface LaneChromium {
  server: BrowserServer;
  stopping: boolean;
}

// Jest runs the global setup and teardown in one process and hands state between them through globals.
const running = globalThis as { onboardingLaneChromium?: LaneChromium };

/** Starts the lane's one Chromium (its profile in the current TMPDIR) and names its endpoint for the test files. */
export async function startLaneChromium(): Promise<void> {
  const server = await chromium.launchServer({ ...CHROMIUM_LAUNCH, host: '127.0.0.1' });
  const lane: LaneChromium = { server, stopping: false };
  running.onboardingLaneChromium = lane;
  const endpoint = server.wsEndpoint();
  // A crash would otherwise show only as each later file's failure to connect. Playwright emits 'close' with the
  // exit code and signal once its endpoint refuses connections, though its types declare no arguments.
  server.on('close', (...args: unknown[]) => {
    const [exitCode, signal] = args as [number | null, string | null];
    if (!lane.stopping) process.stderr.write(`\n${LaneChromiumGoneError.exited(endpoint, exitCode, signal)}\n`);
  });
  process.env[E2E_BROWSER_ENV] = endpoint;
}

/** Stops the lane's Chromium and forgets its endpoint; nothing to do when the setup started none. */
export async function stopLaneChromium(): Promise<void> {
  const lane = running.onboardingLaneChromium;
  delete running.onboardingLaneChromium;
  delete process.env[E2E_BROWSER_ENV];
  if (!lane) return;
  lane.stopping = true;
  await lane.server.close();
}
