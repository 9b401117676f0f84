import onboarding from '../../../flows/onboarding.json';
import { loadFlow } from '../../flow/load-flow';
import { buildApp } from '../http/app';
import { flowHash } from '../enrolment/flow-versions';
import { openTestDatabase } from '../../../test/support/test-database';

// `npm run dev`'s page polls the status route and compares the flow hash it reports with the one it was served.
it('reports the flow hash the dev server serves as flowHash, never as flowVersion (the label staff publish)', async () => {
  const flow = loadFlow(onboarding);
  const db = await openTestDatabase();
  const app = await buildApp({
    db, flow, serveApp: false, rateLimit: false, devStatus: () => ({ version: 3, problems: [] }),
    config: { flagOverrides: {}, cookieSecure: false, appHost: 'https://app.test', distDir: '/nonexistent' },
  });
  try {
    const status = await app.inject({ method: 'GET', url: '/v3/dist/__dev/status' });
    expect([status.statusCode, status.json()]).toEqual([200, { version: 3, problems: [], flowHash: flowHash(flow) }]);
  } finally {
    await app.close();
    // The app does not own the database it was given: left open, it keeps Jest from exiting.
    await db.close();
  }
});
