import fs from 'fs';
import path from 'path';
import { e2eLogLines } from '../support/e2e-logs';

// Runs after every other browser test (test/support/e2e-sequencer.js): the servers they started logged to files.
const FIELDS = /\b(?:firstName|lastName|dateOfBirth|email|phone|guardianName)\s*:\s*'([^']+)'|\.fill\('([^']+)'\)/g;

/** Every value a browser test types as a member: member records and `fill(...)` calls in test/e2e. */
function typedValues(): string[] {
  const dir = __dirname;
  const values = new Set<string>();
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== path.basename(__filename))) {
    for (const match of fs.readFileSync(path.join(dir, file), 'utf8').matchAll(FIELDS)) values.add(match[1] ?? match[2]);
  }
  // A phone is also looked for as its digits alone (the server stores E.164).
  for (const value of [...values]) if (/^\+?[\d ()-]{7,}$/.test(value)) values.add(value.replace(/\D/g, ''));
  return [...values].filter((value) => value.trim().length >= 3);
}

describe('the logs of the whole browser lane', () => {
  it("hold none of the values the test members typed", () => {
    const lines = e2eLogLines();
    const values = typedValues();
    expect(values.length).toBeGreaterThan(10);
    expect(lines.length).toBeGreaterThan(100);
    const hits = values.flatMap((value) => {
      const pattern = new RegExp(`(^|[^\\p{L}\\d])${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}\\d])`, 'u');
      return lines.filter(({ line }) => pattern.test(line)).map(({ file, line }) => `${value} in ${file}: ${line.slice(0, 200)}`);
    });
    expect(hits).toEqual([]);
  });
});
