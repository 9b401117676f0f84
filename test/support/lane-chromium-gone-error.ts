const whatToDo =
  'It was started by the lane\'s global setup (test/support/e2e-global-setup.ts) and every file shares it, so every file after this fails too. ' +
  'Rerun the lane (npm run test:e2e); if it goes again, run the failing file alone (npx jest <file> --selectProjects e2e) and read the first error it prints.';

/** The browser lane's one Chromium is not there: it crashed, was killed or was stopped before the lane ended. */
export class LaneChromiumGoneError extends Error {
  constructor(endpoint: string, cause: unknown) {
    super(`Expected the browser lane's Chromium at ${endpoint}, but it is gone: ${cause instanceof Error ? cause.message.split('\n')[0] : String(cause)}. ${whatToDo}`, { cause });
    this.name = 'LaneChromiumGoneError';
  }

  /** The line the lane prints when its Chromium exits while files still run. */
  static exited(endpoint: string, exitCode: number | null, signal: string | null): string {
    return `The browser lane's Chromium at ${endpoint} exited (code ${exitCode ?? 'none'}, signal ${signal ?? 'none'}) before the lane ended. ${whatToDo}`;
  }
}
