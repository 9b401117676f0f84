import type { FastifyInstance } from 'fastify';
import onboarding from '../../../flows/onboarding.json';
import { loadFlow } from '../../flow/load-flow';
import { buildApp } from '../http/app';
import type { Database } from '../db/database';
import { openTestDatabase } from '../../../test/support/test-database';
import { scaledRateLimits } from './rate-limits';

let db: Database;
let app: FastifyInstance;
beforeAll(async () => {
  db = await openTestDatabase();
  app = await buildApp({
    db, flow: loadFlow(onboarding), serveApp: false,
    config: { flagOverrides: {}, cookieSecure: false, appHost: 'https://app.test', distDir: '/none', rateLimits: scaledRateLimits(1, { start: 3 }) },
  });
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const start = (remoteAddress: string) => app.inject({ method: 'POST', url: '/member/enrolments', payload: { locale: 'en-US' }, remoteAddress });

describe('address limits count a client, not one of its addresses', () => {
  it('counts every address of an IPv6 /64 together, and another /64 apart', async () => {
    const codes = [];
    for (const address of ['2001:db8:0:7::1', '2001:db8:0:7::2', '2001:db8:0:7:abcd:ef01:2345:6789', '2001:DB8:0:7:ffff:ffff:ffff:ffff']) codes.push((await start(address)).statusCode);
    expect(codes).toEqual([201, 201, 201, 429]);
    expect((await start('2001:db8:0:8::1')).statusCode).toBe(201);
  });

  it('counts an IPv4 address and its IPv4-mapped IPv6 form together', async () => {
    const codes = [];
    for (const address of ['192.0.2.20', '::ffff:192.0.2.20', '::ffff:c000:214', '192.0.2.20']) codes.push((await start(address)).statusCode);
    expect(codes).toEqual([201, 201, 201, 429]);
  });
});
