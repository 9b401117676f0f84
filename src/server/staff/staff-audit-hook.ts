import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuditAction } from '../../patient/audit-actions';
import type { Database } from '../db/database';
import { recordAudit } from './audit-log';

/**
 * How a staff route is identified and audited, in its route `config`:
 * - `identify: false`: the route signs in or out and checks the caller itself;
 * - `audit`: the action recorded once the route answers 2xx (`enrolment`: the path's `:id` is the enrolment), or,
 *   with `before`, as soon as the caller is known (a read of the log shows the reader's own look at it).
 * A route that changes data records its action itself, in the transaction of the change.
 */
export interface StaffRouteConfig {
  identify?: false;
  audit?: { action: AuditAction; enrolment?: true; before?: true };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    identify?: StaffRouteConfig['identify'];
    audit?: StaffRouteConfig['audit'];
  }
  interface FastifyRequest {
    /** The staff member the staff scope identified (bearer token or console session); '' before that. */
    staff: string;
  }
}

const auditOf = (request: FastifyRequest) => (request.routeOptions.config as StaffRouteConfig).audit;
function enrolmentOf(request: FastifyRequest, audit: NonNullable<StaffRouteConfig['audit']>): string | undefined {
  const params: unknown = request.params;
  return audit.enrolment && typeof params === 'object' && params !== null && 'id' in params && typeof params.id === 'string' ? params.id : undefined;
}

/**
 * One identify → audit → answer for every route of the staff scope: a preHandler (after the request's schema
 * passed, so a malformed request is a 400 whoever sends it) learns who asks, and the answer's serialisation waits
 * on the audit entry, so nothing is shown that the log does not record. Register before the scope's routes.
 */
export function identifyAndAuditStaff(scope: FastifyInstance, opts: { db: Database; now: () => Date; identify: (request: FastifyRequest) => Promise<string> }): void {
  scope.decorateRequest('staff', '');
  scope.addHook('preHandler', async (request) => {
    if ((request.routeOptions.config as StaffRouteConfig).identify === false) return;
    request.staff = await opts.identify(request);
    const audit = auditOf(request);
    if (audit?.before) await recordAudit(opts.db, { staff: request.staff, action: audit.action, enrolmentId: enrolmentOf(request, audit), now: opts.now() });
  });
  scope.addHook('preSerialization', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const audit = auditOf(request);
    if (audit && !audit.before && request.staff && reply.statusCode < 300) {
      await recordAudit(opts.db, { staff: request.staff, action: audit.action, enrolmentId: enrolmentOf(request, audit), now: opts.now() });
    }
    return payload;
  });
}
