import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';

/** GET /healthz: 200 once the database answers (DESIGN "Contracts"). */
export async function healthRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  app.get('/healthz', {
    schema: {
      summary: 'Liveness and database readiness',
      response: { 200: { type: 'object', required: ['status', 'db'], properties: { status: { const: 'ok' }, db: { enum: ['pglite', 'postgres'] } } } },
    },
  }, async () => {
    await opts.db.query('select 1 from schema_migrations limit 1');
    return { status: 'ok' as const, db: opts.db.kind };
  });
}
