/** The browser lane's per-test time: pages, a built app and Chromium on a busy 2-core machine. */
jest.setTimeout(120000);
