import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { DatabaseUnavailableError } from '../db/database-unavailable-error';
import { errorResponse } from './error-responses';

const ok = (summary: string) => ({ type: 'object', required: ['status', 'db'], description: summary, properties: { status: { const: 'ok' }, db: { enum: ['pglite', 'postgres'] } } }) as const;

/**
 * GET /healthz (liveness: the process answers, whatever the database does) and GET /readyz (readiness: the
 * database answers a query on the migrated schema), so a proxy takes a node out while its database is away
 * and puts it back after, without restarting it (docs/design.md#contracts-the-tests-hold).
 */
export async function healthRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  app.get('/healthz', {
    schema: { operationId: 'getLiveness', security: [], summary: 'Liveness: 200 while the process answers, even when the database does not', response: { 200: ok('The process answers.') } },
  }, () => ({ status: 'ok' as const, db: opts.db.kind }));

  app.get('/readyz', {
    schema: {
      operationId: 'getReadiness', security: [],
      summary: 'Readiness: 200 when the database answers, 503 with Retry-After when it does not',
      response: { 200: ok('The database answers: send traffic.'), 503: { ...errorResponse(503), description: 'The database does not answer (database_unavailable): take the node out until this is 200 again.' } },
    },
  }, async () => {
    try {
      await opts.db.query('select 1 from schema_migrations limit 1');
    } catch (error) {
      // Whatever keeps the database from answering, the node is not ready.
      throw error instanceof DatabaseUnavailableError ? error : new DatabaseUnavailableError(error);
    }
    return { status: 'ok' as const, db: opts.db.kind };
  });
}
