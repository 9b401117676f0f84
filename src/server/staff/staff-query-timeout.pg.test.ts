import { createHarness, type Harness } from '../../../test/support/test-harness';
import { postgresUrl } from '../../../test/support/postgres-url';
import { STAFF_QUERY_TIMEOUT_MS } from './staff-query';
import { ALICE } from '../../../test/support/staff-tokens';

// On PostgreSQL a staff query that runs past its time is cancelled by the database itself and told as a 422 saying
// how to narrow it; the connection goes back to the pool and the next staff query is answered.
const auth = { authorization: `Bearer ${ALICE}`, 'x-staff-request': '1' };
let h: Harness;

beforeAll(async () => {
  postgresUrl();
  h = await createHarness({ staffTokens: { alice: ALICE } });
  await h.memberBeforeAppointment();
});
afterAll(() => h.close());

it(`cancels a staff list still running after ${STAFF_QUERY_TIMEOUT_MS / 1000} s with 422 query_too_broad, and answers the next`, async () => {
  const list = () => h.app.inject({ method: 'GET', url: '/staff/enrolments', headers: auth });
  expect((await list()).json().total).toBe(1);

  // Another connection holds the enrolments table for 5 s: the list cannot read it and would wait for all of it.
  let release!: () => void;
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const holding = h.db.transaction(async (tx) => {
    await tx.query('lock table enrolments in access exclusive mode');
    locked();
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 5000);
      release = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  });
  await isLocked;
  const started = performance.now();
  const stalled = await list();
  const took = performance.now() - started;
  release();
  await holding;

  expect([stalled.statusCode, stalled.json().error.code]).toEqual([422, 'query_too_broad']);
  expect(stalled.json().error.message).toMatch(/longer than 2 s.*narrow it/);
  expect(took).toBeGreaterThanOrEqual(STAFF_QUERY_TIMEOUT_MS - 50);
  expect(took).toBeLessThan(4000);
  const after = await list();
  expect([after.statusCode, after.json().total]).toEqual([200, 1]);
});
