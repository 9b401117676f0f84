import fs from 'fs';
import path from 'path';

const root = path.resolve(__dirname, '..');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest.config.js is CommonJS, read as Jest reads it.
const jestConfig = require(path.join(root, 'jest.config.js')) as { projects: { displayName: string }[] };
const lanes = jestConfig.projects.map((project) => project.displayName);

/** Every jest command in the package scripts, as its words (a `sh -c '…'` body is read as commands too). */
function jestCommands(scripts: Record<string, string>): { script: string; words: string[] }[] {
  return Object.entries(scripts).flatMap(([script, line]) =>
    line
      .replace(/'/g, ' ')
      .split(/&&|\|\||;/)
      .map((command) => command.trim().split(/\s+/))
      .map((words) => words.slice(words.findIndex((word) => word === 'jest')))
      .filter((words) => words[0] === 'jest')
      .map((words) => ({ script, words })),
  );
}

/** What is wrong with one jest command: no lane named, an unknown lane, or a path Jest would read as a lane name. */
function laneProblems(words: string[]): string[] {
  const at = words.indexOf('--selectProjects');
  if (at < 0) return ['names no lane (--selectProjects): a bare jest runs every lane, the browser and PostgreSQL lanes too'];
  const named: string[] = [];
  for (const word of words.slice(at + 1)) {
    if (word.startsWith('-')) break;
    named.push(word);
  }
  return named.length === 0 ? ['--selectProjects names nothing'] : named.filter((name) => !lanes.includes(name)).map((name) => `"${name}" follows --selectProjects, so Jest reads it as a lane name; put paths before it`);
}

describe('the lanes of the one Jest configuration', () => {
  it('are the unit, PostgreSQL, browser and mutation projects', () => {
    expect(lanes).toEqual(['unit', 'pg', 'e2e', 'mutation']);
    expect(fs.readdirSync(root).filter((name) => /^jest\..*config\.[cm]?js$/.test(name))).toEqual(['jest.config.js']);
  });

  it('are each named by every package script that runs Jest, with paths before the lane', () => {
    const scripts = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    const commands = jestCommands(scripts);
    expect(commands.map(({ script }) => script).sort()).toEqual(['test', 'test:e2e', 'test:e2e', 'test:pg', 'test:pg', 'test:unit']);
    expect(commands.flatMap(({ script, words }) => laneProblems(words).map((problem) => `${script}: ${problem}`))).toEqual([]);
  });

  it('refuses a command without a lane, and a path after the lane', () => {
    expect(laneProblems(['jest'])).toHaveLength(1);
    expect(laneProblems(['jest', '--selectProjects', 'e2e', 'log-scan'])).toEqual(['"log-scan" follows --selectProjects, so Jest reads it as a lane name; put paths before it']);
    expect(laneProblems(['jest', 'log-scan', '--selectProjects', 'e2e'])).toEqual([]);
    expect(laneProblems(['jest', '--selectProjects', 'unit', '--'])).toEqual([]);
  });
});
