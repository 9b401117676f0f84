import fs from 'fs';
import path from 'path';
import { readConfig } from '../src/server/config';

// The README answers a newcomer's first hour; these hold its answers to the code, so a moved folder or a new Node
// requirement cannot leave it wrong.
const root = path.resolve(__dirname, '..');
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
const firstHour = readme.slice(readme.indexOf('## The two commands'), readme.indexOf('## For product staff'));
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string>; engines: { node: string } };

describe('the README\'s first hour', () => {
  it('says how to get the supported Node without nvm, with a script that exists', () => {
    const major = fs.readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();
    expect(pkg.engines.node).toMatch(new RegExp(`^>=${major}\\.`));
    expect(firstHour).toContain(`Node ${major} LTS or newer`);
    const command = /`?(NODE_PREFIX=\S+ \. (scripts\/\S+\.sh))/.exec(firstHour);
    expect(command).not.toBeNull();
    expect(fs.existsSync(path.join(root, command![2]))).toBe(true);
  });

  it('names where `npm start` and `npm run dev` keep their data, as the code does, and how to reset each', () => {
    const startData = path.relative(root, readConfig({}, [], false).dataDir);
    const devData = /'(\.data\/[^']+)'/.exec(fs.readFileSync(path.join(root, 'scripts/dev/dev.ts'), 'utf8'))?.[1];
    expect(startData).toBe('.data/pglite');
    expect(devData).toBeDefined();
    for (const folder of [startData, devData!]) {
      expect(firstHour).toContain(`| \`${folder}\` |`);
      expect(firstHour).toContain(`rm -rf ${folder}`);
    }
  });

  it('says how to stop the server, and that stopping closes the database (the server handles SIGTERM and SIGINT)', () => {
    const main = fs.readFileSync(path.join(root, 'src/server/main.ts'), 'utf8');
    expect(main).toContain("process.once('SIGINT'");
    expect(main).toContain("process.once('SIGTERM'");
    expect(firstHour).toMatch(/Stop it with Ctrl\+C \(or `kill -TERM <pid>`\)/);
  });

  it('says what a start and a test run take on two cores', () => {
    expect(firstHour).toMatch(/\*\*How long, on two cores\.\*\*/);
    expect(firstHour).toMatch(/first `npm start`[^.]*\(about [0-9–]+ minutes?\)/);
    expect(firstHour).toMatch(/`npm test` on a clean clone takes about\s+\d+\s+minutes/);
  });

  it('the two commands it gives check the Node first', () => {
    for (const script of ['start', 'test', 'dev', 'build']) expect(pkg.scripts[script]).toMatch(/^node scripts\/node\/require-supported-node\.cjs && /);
    expect(fs.readFileSync(path.join(root, '.npmrc'), 'utf8')).toMatch(/^engine-strict=true$/m);
  });
});
