import fs from 'fs';
import os from 'os';
import path from 'path';
import tseslint from 'typescript-eslint';
import type { Linter } from 'eslint';
import { eslintOn, typecheck } from './typecheck-and-lint';

let project: string;

// A small project, and an ESLint configuration that turns on a type-aware rule but gives the parser no project of its
// own: ESLint can only lint it with the program handed over by the type-check.
const config = tseslint.config({ files: ['**/*.ts'], extends: [tseslint.configs.base], rules: { '@typescript-eslint/no-floating-promises': 'error' } }) as Linter.Config[];
beforeAll(() => {
  project = fs.mkdtempSync(path.join(os.tmpdir(), 'typecheck-and-lint-'));
  fs.writeFileSync(path.join(project, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true, noEmit: true, target: 'ES2022', lib: ['ES2022'], types: [] }, include: ['*.ts'] }));
  fs.writeFileSync(path.join(project, 'floating.ts'), 'async function save(): Promise<void> {}\nsave();\n');
  fs.writeFileSync(path.join(project, 'wrong-type.ts'), 'export const count: number = "three";\n');
});
afterAll(() => fs.rmSync(project, { recursive: true, force: true }));

describe('one type-check for tsc and type-aware ESLint', () => {
  it('reports tsc\'s type errors and type-aware lint problems from a single TypeScript program', async () => {
    const { program, diagnostics } = typecheck(path.join(project, 'tsconfig.json'));
    expect(program.getRootFileNames().map((file) => path.basename(file)).sort()).toEqual(['floating.ts', 'wrong-type.ts']);
    expect(diagnostics.map((d) => [path.basename(d.file?.fileName ?? ''), d.code])).toEqual([['wrong-type.ts', 2322]]);

    const results = await eslintOn(program, project, config).lintFiles(['floating.ts']);
    expect(results.flatMap((result) => result.messages.map((m) => [m.ruleId, m.line]))).toEqual([['@typescript-eslint/no-floating-promises', 2]]);
  });

  it('answers a readable diagnostic for a tsconfig that does not parse', () => {
    const broken = path.join(project, 'broken.json');
    fs.writeFileSync(broken, '{ "compilerOptions": ');
    expect(typecheck(broken).diagnostics.length).toBeGreaterThan(0);
  });
});
