/**
 * The environment variable naming the browser lane's own folder for one run: the temporary folder of every process
 * the lane starts (Jest's workers, servers, Chromium), removed at teardown.
 */
export const E2E_DATA_ENV = 'ONBOARDING_E2E_DATA_DIR';

/** The environment variable keeping the machine's TMPDIR while the lane's data folder stands in for it. */
export const E2E_OUTER_TMPDIR_ENV = 'ONBOARDING_E2E_OUTER_TMPDIR';
