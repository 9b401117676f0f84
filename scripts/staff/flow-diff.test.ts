import { execFileSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { LOCALES } from './locale-files';

const root = path.resolve(__dirname, '../..');
const script = path.join(root, 'scripts/staff/flow-diff.ts');
type Json = Record<string, unknown>;

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Json;
const writeJson = (file: string, value: unknown) => fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

// `npm run flow-diff -- HEAD` in a repository of its own: the committed flow and texts against an edited working copy.
describe('npm run flow-diff on an edited working copy', () => {
  let repo: string;
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=editor', '-c', 'user.email=editor@example.test', ...args], { cwd: repo, stdio: 'ignore' });
  const flowDiff = () => execFileSync(process.execPath, [require.resolve('tsx/cli'), script, 'HEAD'], { cwd: repo, encoding: 'utf8' });
  const flowFile = () => path.join(repo, 'flows/onboarding.json');

  beforeEach(() => {
    repo = fs.mkdtempSync(path.join(os.tmpdir(), 'flow-diff-'));
    fs.mkdirSync(path.join(repo, 'flows'));
    fs.copyFileSync(path.join(root, 'flows/onboarding.json'), flowFile());
    for (const locale of LOCALES) {
      fs.mkdirSync(path.join(repo, 'locales', locale), { recursive: true });
      fs.copyFileSync(path.join(root, 'locales', locale, 'translation.json'), path.join(repo, 'locales', locale, 'translation.json'));
    }
    git('init', '-q');
    git('add', '.');
    git('commit', '-q', '-m', 'Flow as published');
  });
  afterEach(() => fs.rmSync(repo, { recursive: true, force: true }));

  it("shows a new field's label and hint in all five languages, that it is optional, and warns the version label was kept", () => {
    const flow = readJson(flowFile()) as { version: string; steps: { id: string; fields?: Json[] }[] };
    flow.steps.find((step) => step.id === 'profile')?.fields?.push({ name: 'preferredName', type: 'text', labelKey: 'fields.preferredName.label', hintKey: 'fields.preferredName.hint', 'VALIDATIONS.maxLength': 60 });
    writeJson(flowFile(), flow);
    for (const locale of LOCALES) {
      const file = path.join(repo, 'locales', locale, 'translation.json');
      const texts = readJson(file) as { fields: Json };
      texts.fields.preferredName = { label: `Preferred name [${locale}]`, hint: `What should we call you? [${locale}]` };
      writeJson(file, texts);
    }
    const out = flowDiff();
    const lines = out.split('\n');
    expect(lines[0]).toMatch(new RegExp(`^Flow flows/onboarding.json: version ${flow.version} \\(\\w+\\) at HEAD → version ${flow.version} \\(\\w+\\) in the working copy$`));
    expect(lines[1]).toBe(`Warning: the flow changed but its version label did not (still ${flow.version}). Bump "version" in flows/onboarding.json (for example to 3.0.1) so the two versions have different names.`);
    expect(out).toContain('+ field preferredName (text, optional) added to step profile');
    for (const locale of LOCALES) {
      expect(out).toContain(`        ${locale} "Preferred name [${locale}]"`);
      expect(out).toContain(`        ${locale} "What should we call you? [${locale}]"`);
    }
  });

  it('shows a reworded built-in message in each language it changed, with no version warning for texts alone', () => {
    const file = path.join(repo, 'locales/en-GB/translation.json');
    const texts = readJson(file) as { errors: Record<string, string> };
    const was = texts.errors.required;
    texts.errors.required = 'Answer this question to continue';
    writeJson(file, texts);
    const out = flowDiff();
    expect(out).not.toContain('Warning');
    expect(out).toContain(`Messages and titles reworded:\n  ~ errors.required\n      en-GB ${JSON.stringify(was)} → "Answer this question to continue"\n      unchanged in ${LOCALES.filter((locale) => locale !== 'en-GB').join(', ')}`);
  });
});
