import onboarding from '../../flows/onboarding.json';
import { loadFlow } from '../flow/load-flow';
import { buildApp } from './http/app';
import { readConfig } from './config';
import { openDatabase } from './db/open-database';
import { sweepOnTimer } from './funnel/funnel-sweep';

/** Starts the server: reads configuration, opens and migrates the database, listens on PORT. */
async function main(): Promise<void> {
  const config = readConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp({ db, flow: loadFlow(onboarding), config, logger: true, logFormat: config.logFormat });
  // Leavers are counted by a sweep (no save for 24 h); a failure is logged without detail about anyone.
  const stopSweep = sweepOnTimer(db, () => new Date(), (error) => app.log.error({ err: error }, 'funnel sweep failed'));
  const close = async () => {
    stopSweep();
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close());
  process.once('SIGTERM', () => void close());
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Onboarding on http://localhost:${config.port}/v3/dist/ (database: ${db.kind})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `${error.name}: ${error.message}` : error);
  process.exit(1);
});
