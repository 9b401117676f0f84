import { spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';

// What an editor sees: `npm run check-flows -- FILE` on a copy of the shipped flow with one edit.
const root = path.resolve(__dirname, '../..');
const shipped = fs.readFileSync(path.join(root, 'flows/onboarding.json'), 'utf8');
let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-flows-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const checkFlows = (text: string) => {
  const file = path.join(dir, 'onboarding.json');
  fs.writeFileSync(file, text);
  const run = spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/staff/check-flows.ts', file], { cwd: root, encoding: 'utf8' });
  return { status: run.status, lines: run.stdout.trim().split('\n'), file };
};
const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length;
// The research step's condition replaced by another (it shows on a flag in the shipped flow).
const researchWhen = (text: string, condition: string) => {
  if (!text.includes('"flag": "showIrbConsent"')) throw new Error("The shipped flow's research step no longer shows on the flag showIrbConsent; pick another step for this test.");
  return text.replace('"flag": "showIrbConsent"', condition);
};

describe('npm run check-flows', () => {
  it('passes the shipped flow', () => {
    expect(checkFlows(shipped)).toMatchObject({ status: 0, lines: [expect.stringContaining('distinct paths'), '1 flow file checked: no problems.'] });
  });

  it('names a step no member reaches because the birth date refuses the ages its condition asks for', () => {
    const text = researchWhen(shipped, '"age": { "field": "dateOfBirth", "below": 12 }');
    const { status, lines, file } = checkFlows(text);
    expect(status).toBe(1);
    expect(lines).toEqual([
      `${file}:${lineOf(text, '"below": 12')}:${text.split('\n')[lineOf(text, '"below": 12') - 1].indexOf('"below"') + 1}: step 'research': condition_outside_field_limits: Step 'research' never shows: its condition (dateOfBirth age < 12) holds for no age the member can give, as field 'dateOfBirth' (step 'profile') accepts only ages 13 to 120 (VALIDATIONS.minAge: 13, VALIDATIONS.maxAge: 120); no member can reach it. Ask for an age within those limits, or change the field's limits.`,
      '1 problem in 1 flow file.',
    ]);
  });

  it('suggests the field a condition meant and lists the fields it may name', () => {
    const text = researchWhen(shipped, '"age": { "field": "dateOfBrith", "below": 18 }').replace(/"field": "country",\n(\s*)"in"/, '"field": "homeCountry",\n$1"in"');
    const { lines } = checkFlows(text);
    const home = lines.find((line) => line.includes("'homeCountry'"));
    expect(home).toContain("No field is named 'homeCountry'");
    expect(home).toContain("Did you mean 'country'?");
    expect(home).toContain('use the name of a field of an earlier step (unit, language, country).');
    expect(lines.find((line) => line.includes("'dateOfBrith'"))).toContain("Did you mean 'dateOfBirth'?");
  });
});
