/**
 * `npm run check`: type-checks the project once and lints it with the same TypeScript program, instead of `tsc`
 * building one program and type-aware ESLint (projectService) building another. Prints tsc's diagnostics and
 * ESLint's problems as each prints them; exits 1 when either finds one. `-- path ...` lints only those paths
 * (the whole project is still type-checked).
 */
import path from 'path';
import ts from 'typescript';
import { ESLint, type Linter } from 'eslint';

const root = path.resolve(__dirname, '../..');

/** The project of `tsconfig` as one TypeScript program, and tsc's diagnostics for it. */
export function typecheck(tsconfig: string): { program: ts.Program; diagnostics: readonly ts.Diagnostic[] } {
  const read = ts.readConfigFile(tsconfig, (file) => ts.sys.readFile(file));
  if (read.error) return { program: ts.createProgram([], {}), diagnostics: [read.error] };
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, path.dirname(tsconfig));
  const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options, projectReferences: parsed.projectReferences });
  return { program, diagnostics: [...parsed.errors, ...ts.getPreEmitDiagnostics(program)] };
}

/**
 * ESLint with the repository's configuration (or `config`, in place of any eslint.config.js), its type-aware rules
 * reading `program` instead of building their own.
 */
export function eslintOn(program: ts.Program, cwd: string = root, config?: Linter.Config[]): ESLint {
  const useProgram: Linter.Config = { files: ['**/*.ts', '**/*.tsx'], languageOptions: { parserOptions: { projectService: false, project: null, programs: [program] } } };
  return new ESLint({ cwd, ...(config ? { overrideConfigFile: true, overrideConfig: [...config, useProgram] } : { overrideConfig: [useProgram] }) });
}

async function main(): Promise<number> {
  const { program, diagnostics } = typecheck(path.join(root, 'tsconfig.json'));
  const host: ts.FormatDiagnosticsHost = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => root, getNewLine: () => '\n' };
  if (diagnostics.length > 0) process.stdout.write(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
  const eslint = eslintOn(program);
  const paths = process.argv.slice(2);
  const results = await eslint.lintFiles(paths.length > 0 ? paths : ['.']);
  const text = await (await eslint.loadFormatter('stylish')).format(results);
  if (text) process.stdout.write(`${text}\n`);
  const problems = results.reduce((sum, result) => sum + result.errorCount + result.warningCount, 0);
  console.log(`typecheck: ${diagnostics.length} error(s); lint: ${problems} problem(s) in ${results.length} files, one TypeScript program`);
  return diagnostics.length > 0 || problems > 0 ? 1 : 0;
}

if (require.main === module) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(2);
    },
  );
}
