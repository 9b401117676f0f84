import path from 'path';
import { BUILD_TARGETS, buildIfStale } from '../../scripts/build/build-if-stale';

const root = path.resolve(__dirname, '../..');

/** How long a cold page build may take on a busy 2-core machine, for a `beforeAll` that calls builtDist(). */
export const BUILD_TIMEOUT_MS = 15 * 60_000;

/**
 * The one way a test reaches the built page: builds `dist/` when it is missing or older than its sources (as
 * `npm start` does, and under the same lock, so a test beside a start or another lane waits for that build instead of
 * writing `dist/` at once) and answers its path. Any test that reads `dist/` calls this first, so none depends on
 * another having built it, in any order.
 */
export function builtDist(): string {
  buildIfStale(root, BUILD_TARGETS.filter((target) => target.name === 'page'));
  return path.join(root, 'dist');
}
