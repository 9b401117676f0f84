/**
 * `npm run build:server`: compiles the server (src/server/main.ts and what it imports) with esbuild into one CommonJS
 * file, build/server/main.js, which `npm start` and `npm run serve` run on plain Node. Packages stay `require`s of
 * node_modules (so `npm ci --omit=dev` is enough to run it); JSON the server imports (the flow) is inlined; the SQL
 * migrations are copied beside it, where src/server/db/migrate.ts looks for them. The file sits two folders below
 * the repository like src/server/main.ts, so paths the server resolves from its own folder (locales/, dist/) hold.
 */
import fs from 'fs';
import { isBuiltin } from 'module';
import path from 'path';
import { build, type Metafile } from 'esbuild';

const root = path.resolve(__dirname, '../..');

/** Where the compiled server is written, by default. */
export const SERVER_OUT_DIR = path.join(root, 'build/server');

/**
 * Compiles the server of `checkout` (this one by default; a lane may build a changed copy) into `outDir` (main.js,
 * its source map and migrations/); answers esbuild's metafile.
 */
export async function buildServer(outDir: string = SERVER_OUT_DIR, checkout: string = root): Promise<Metafile> {
  const result = await build({
    absWorkingDir: checkout,
    entryPoints: ['src/server/main.ts'],
    outfile: path.join(outDir, 'main.js'),
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'cjs',
    packages: 'external',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
  });
  const migrations = path.join(outDir, 'migrations');
  fs.rmSync(migrations, { recursive: true, force: true });
  fs.cpSync(path.join(checkout, 'src/server/db/migrations'), migrations, { recursive: true });
  return result.metafile;
}

/** The packages a compiled output requires at run time (Node's built-ins excluded), by package name. */
export function runtimePackages(metafile: Metafile): string[] {
  const names = Object.values(metafile.outputs)
    .flatMap((output) => output.imports)
    .filter((entry) => entry.external && !isBuiltin(entry.path))
    .map((entry) => entry.path.split('/').slice(0, entry.path.startsWith('@') ? 2 : 1).join('/'));
  return [...new Set(names)].sort();
}

if (require.main === module) {
  buildServer().then(
    (metafile) => console.log(`compiled the server into ${path.relative(process.cwd(), SERVER_OUT_DIR)}/main.js (${runtimePackages(metafile).length} packages from node_modules)`),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
