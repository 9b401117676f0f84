import path from 'path';
import { readConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/open-database';
import { startDevServer } from './dev-server';

const root = path.resolve(__dirname, '../..');

/**
 * `npm run dev`: the app and API on PORT with a development build in webpack's watch mode (it rebuilds what an
 * edit touches, from a filesystem cache under build/), nothing cached by the browser. An edit of flows/, locales/ or
 * config/ reloads the open page onto the new flow with the member's answers (re-validated) on the same enrolment;
 * an invalid edit shows check-flows' problems on the page.
 */
async function main(): Promise<void> {
  const config = readConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(root, '.data/dev') });
  await startDevServer({
    flowFile: path.join(root, 'flows/onboarding.json'),
    localesDir: path.join(root, 'locales'),
    distDir: path.join(root, 'build/dev-dist'),
    db,
    port: config.port,
    config,
    log: (line) => console.log(line),
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `${error.name}: ${error.message}` : error);
  process.exit(1);
});
