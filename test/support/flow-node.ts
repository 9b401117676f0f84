import type { FastifyInstance } from 'fastify';
import onboarding from '../../flows/onboarding.json';
import type { FlowConfig } from '../../src/flow/flow-types';
import { loadFlow } from '../../src/flow/load-flow';
import { buildApp } from '../../src/server/http/app';
import type { Database } from '../../src/server/db/database';
import { flowHash } from '../../src/server/enrolment/flow-versions';

/** An edit of the shipped flow: what a newer (or older) deploy serves. */
export type FlowEdit = (flow: FlowConfig) => void;

/** The newer flow of a rolling deploy: first names of at most 10 characters. */
export const SHORT_FIRST_NAMES: FlowEdit = (flow) => {
  const profile = flow.steps.find((s) => s.id === 'profile')!;
  profile.fields = profile.fields!.map((f) => (f.name === 'firstName' ? { ...f, 'VALIDATIONS.maxLength': 10 } : f));
};

/** A profile's answers but the first name, valid under every version the tests publish (phone as stored: E.164). */
export const PROFILE_BUT_FIRST_NAME = { lastName: 'Silva', dateOfBirth: '1990-04-02', email: 'member@example.org', phone: '+12125550100' };

/**
 * One more node on a shared database, serving the shipped flow as `edit` changes it (none: the shipped one),
 * started now: as a node of a rolling deploy starts, it publishes its version.
 */
export async function startNode(db: Database, clock: { now: Date }, edit?: FlowEdit): Promise<{ app: FastifyInstance; hash: string }> {
  const config = JSON.parse(JSON.stringify(onboarding)) as FlowConfig;
  edit?.(config);
  const flow = loadFlow(config);
  const app = await buildApp({ db, flow, serveApp: false, rateLimit: false, now: () => clock.now, config: { flagOverrides: {}, cookieSecure: false, appHost: 'https://app.test', distDir: '/none' } });
  return { app, hash: flowHash(flow) };
}
