import onboarding from '../../flows/onboarding.json';
import { loadFlow } from '../flow/load-flow';
import { buildApp } from './http/app';
import { readConfig } from './config';
import { openDatabase } from './db/open-database';

/** Starts the server: reads configuration, opens and migrates the database, listens on PORT. */
async function main(): Promise<void> {
  const config = readConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp({ db, flow: loadFlow(onboarding), config, logger: true, logFormat: config.logFormat });
  const close = async () => {
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
