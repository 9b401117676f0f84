import fs from 'fs';
import path from 'path';
import { firstStepScriptBytes } from '../../scripts/bench/bench-first-step-bytes';
import ptPT from '../../src/time/generated/zone-cities/pt-PT.json';
import { BUILD_TIMEOUT_MS, builtDist } from '../support/built-dist';

let dist: string;
beforeAll(() => {
  dist = builtDist();
}, BUILD_TIMEOUT_MS);

describe('the zone city names on dist/', () => {
  it('are in chunks of their own, one per language, none of them linked by the first step', () => {
    const chunks = fs.readdirSync(dist).filter((file) => /^zone-cities-.*\.js$/.test(file));
    expect(chunks.map((file) => file.replace(/\.[0-9a-f]+\.js$/, '')).sort()).toEqual(
      ['en-GB', 'en-US', 'es-US', 'fr-CA', 'pt-PT'].map((locale) => `zone-cities-${locale}-json`),
    );
    const first = firstStepScriptBytes(dist).files.map((file) => file.file);
    expect(first.length).toBeGreaterThan(0);
    expect(first.filter((file) => file.startsWith('zone-cities-'))).toEqual([]);
    // Nor copied into a first-step script: the Portuguese name of a zone no other text names.
    const city = ptPT['America/Eirunepe'];
    expect(chunks.some((file) => fs.readFileSync(path.join(dist, file), 'utf8').includes(city))).toBe(true);
    for (const file of first) expect(fs.readFileSync(path.join(dist, file), 'utf8')).not.toContain(city);
  });
});
