import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import en from '../locales/en-US/translation.json';
import heardAbout from './fixtures/heard-about-step.json';

// Product staff reword a rule's message from the guide alone: it must name the key of every message a member can
// meet in the form. Left out: fields' own messages (the example's patternMessage), and the server's refusals of
// answers the form never sends (an answer to no question, a value of the wrong kind).
const ownMessages = heardAbout.fields.flatMap((field) => Object.entries(field).filter(([key]) => key.endsWith('.patternMessage')).map(([, key]) => String(key)));
const serverOnly = ['errors.additionalProperties', 'errors.type'];

describe('docs/authoring.md on built-in validation messages', () => {
  const guide = readFileSync(resolve(__dirname, '../docs/authoring.md'), 'utf8');

  it('names the locale key of every built-in message, in a section of its own', () => {
    expect(guide).toMatch(/^## Change a built-in validation message$/m);
    const builtIn = Object.keys(en.errors).map((key) => `errors.${key}`).filter((key) => !ownMessages.includes(key) && !serverOnly.includes(key));
    expect(builtIn.length).toBeGreaterThan(10);
    expect(builtIn.filter((key) => !guide.includes(`\`${key}\``))).toEqual([]);
  });
});
