import { readConfig } from './config';
import { startingServer } from './http/starting-server';

/**
 * Starts the server: listens at once (liveness answers while the node starts), then opens and migrates the database
 * and builds the app, which takes over the listening socket. The app's modules are imported only then, so the first
 * answer costs the process little more than Node's own start, whatever the machine's load.
 */
async function main(): Promise<void> {
  const config = readConfig();
  const starting = startingServer(config.connections, config.databaseUrl ? 'postgres' : 'pglite');
  await new Promise<void>((resolve, reject) => starting.server.once('error', reject).listen(config.port, config.host, resolve));
  const [{ default: onboarding }, { loadFlow }, { buildApp }, { openDatabase }, { sweepOnTimer }] = await Promise.all([
    import('../../flows/onboarding.json'), import('../flow/load-flow'), import('./http/app'), import('./db/open-database'), import('./funnel/funnel-sweep'),
  ]);
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp({ db, flow: loadFlow(onboarding), config, logger: true, logFormat: config.logFormat, serverFactory: starting.serverFactory });
  // Leavers are counted by a sweep (no save for 24 h); a failure is logged without detail about anyone.
  const stopSweep = sweepOnTimer(db, () => new Date(), (error) => app.log.error({ err: error }, 'funnel sweep failed'));
  const close = async () => {
    stopSweep();
    // Fastify closes only a server it made or listened on; this one was listening before it.
    const closed = new Promise<void>((resolve) => starting.server.close(() => resolve()));
    starting.server.closeIdleConnections();
    await app.close();
    await closed;
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close());
  process.once('SIGTERM', () => void close());
  // The server has listened since the start (Fastify's listen() would bind it again): once ready, it takes over.
  await app.ready();
  starting.open();
  app.log.info(`Onboarding on http://localhost:${config.port}/v3/dist/ (database: ${db.kind})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `${error.name}: ${error.message}` : error);
  process.exit(1);
});
