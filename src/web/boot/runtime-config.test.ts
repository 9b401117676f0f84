import { readRuntimeConfig } from './runtime-config';

// The page config names the served flow by its flow hash; a page built by this release that a node of the previous
// release served (a rolling deploy) finds the same hash under `flowVersion`.
const pageWith = (config: unknown) => ({ getElementById: (id: string) => (id === 'runtime-config' ? { textContent: JSON.stringify(config) } : null) }) as unknown as Document;

it('reads the flow hash from flowHash, else from the previous flowVersion, else none', () => {
  expect(readRuntimeConfig(pageWith({ flowHash: '0123456789abcdef', flowVersion: '0123456789abcdef' })).flowHash).toBe('0123456789abcdef');
  expect(readRuntimeConfig(pageWith({ flowVersion: 'fedcba9876543210' })).flowHash).toBe('fedcba9876543210');
  expect(readRuntimeConfig(pageWith({ flowHash: '  ' })).flowHash).toBeUndefined();
  expect(readRuntimeConfig(pageWith({})).flowHash).toBeUndefined();
});
